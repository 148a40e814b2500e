package plan

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/internal/lexicon"
	"github.com/schemarouter/schemarouter/internal/rx"
	"github.com/schemarouter/schemarouter/internal/text"
)

// route is one (tool, endpoint) pair with everything scoring needs precomputed.
// Routes belong to one registry snapshot and are read-only once built.
type route struct {
	idx           int
	entry         *catalog.Entry
	tool          *catalog.ToolSpec
	ep            *catalog.EndpointSpec
	toolKey       string
	id            string // "tool.endpoint"
	epFingerprint string
	textTokens    map[string]struct{} // tool name + description + endpoint name + description
	fields        []fieldInfo
	hasProjection bool
	general       bool     // named by a read operation alone (generalRead)
	required      []string // required parameter names, in declaration order
	// ops and families are the operations the endpoint offers (from its name, operation
	// aliases, leading description verb and read-only classification).
	ops      map[string]bool
	families map[string]bool
	// aliasTokens holds the lexical tokens of each operation alias.
	aliasTokens [][]string
	// opNeeds holds, for an operation only an alias names, the vocabulary terms of those
	// aliases no sibling's own text names: "list articles that cite" offers "list" to a request that
	// also says "cite", not to "list papers by Hinton" (aliasOperationNeeds).
	opNeeds map[string][]string
	// ownTokens are the lexical tokens of the endpoint's own text (name, description,
	// operation aliases; not the tool's text, which its siblings share), and aspects the
	// time aspects that text names.
	ownTokens map[string]struct{}
	aspects   map[string]bool
	// answers are the kinds of question (lexicon.Ask*) the route's text or fields answer.
	answers map[string]bool
	// updates are the output fields an endpoint that changes records names in its own
	// text ("Update inventory quantity for a SKU"): the fields it changes (fitWrites).
	updates []string
}

// fieldInfo is the matching surface of one output field.
type fieldInfo struct {
	spec   *catalog.FieldSpec
	norms  []string // distinct Norm of name, semantic_id, aliases, dotted path
	tokens []string // distinct tokens of the same strings, stopwords removed
	sem    string   // Norm(semantic_id or name): the semantic identity
	label  string   // semantic_id or name, as declared
}

// providerKey is the provider identity for corroboration: the provider, else the tool key.
func (r *route) providerKey() string {
	if r.tool.Provider != "" {
		return r.tool.Provider
	}
	return r.toolKey
}

// index is the exact-recall inverted index over one snapshot's routes: every route
// that could score above zero for a query is reachable from its postings (CORE.md §2.2).
type index struct {
	snap   *catalog.Snapshot
	routes []*route
	byID   map[string]*route
	byTool map[string][]*route

	toolPost  map[string][]int      // tool key and bare tool name
	textPost  map[string][]int      // tool/endpoint text tokens
	fieldTok  map[string][]fieldRef // field name tokens
	normPost  map[string][]fieldRef // exact field norms
	paramPost map[string][]int      // parameter names and aliases
	norms     []string              // distinct field norms
	normID    map[string]int
	normTri   map[string][]int // byte trigram -> norm IDs containing it
	semKeys   map[string]bool  // semantic identities of non-identifier fields
	lex       *lexicon.Lexicon // the built-in vocabulary extended by the catalog's own aliases
	slots     sync.Pool        // *[]int32 of len(routes), all -1: route -> position in recallHits
	maxNorm   int              // longest field norm, in bytes
	attrTerms []attributeTerm  // attributeTerms, once built
	idKinds   map[string]bool  // one-word names of identifier fields other than "id" (sku, doi, symbol)
	// families are the operation families some endpoint offers; unstated is set when an
	// endpoint says nothing about its operations (it might offer any).
	families map[string]bool
	unstated bool
	// creators are the routes that create, by each token their text says (route.says):
	// who else makes what a request's object names (run.createdElsewhere).
	creators map[string][]*route
	// owners are, per tool key, the tokens some endpoint's own text says, with how many
	// endpoints say each (run.namesSiblingsOwn).
	owners map[string]map[string]int
}

func buildIndex(snap *catalog.Snapshot) *index {
	ix := &index{
		snap:      snap,
		byID:      map[string]*route{},
		byTool:    map[string][]*route{},
		toolPost:  map[string][]int{},
		textPost:  map[string][]int{},
		fieldTok:  map[string][]fieldRef{},
		normPost:  map[string][]fieldRef{},
		paramPost: map[string][]int{},
		normID:    map[string]int{},
		normTri:   map[string][]int{},
		semKeys:   map[string]bool{},
		idKinds:   map[string]bool{},
		families:  map[string]bool{},
	}
	ix.lex = lexicon.Default().Extend(catalogVocabulary(snap))
	for _, entry := range snap.Entries() {
		tool := entry.Tool()
		for ei := range tool.Endpoints {
			ep := &tool.Endpoints[ei]
			own := ep.Name + " " + ep.Description + " " + strings.Join(ep.OperationAliases, " ")
			full := tool.Name + " " + tool.Description + " " + own
			r := &route{
				idx:           len(ix.routes),
				entry:         entry,
				tool:          tool,
				ep:            ep,
				toolKey:       entry.Key(),
				id:            catalog.RouteID(entry.Key(), ep.Name),
				epFingerprint: entry.EndpointFingerprint(ei),
				textTokens:    lexicalSet(full),
				hasProjection: ep.ServerProjection != nil,
				required:      requiredParameters(ep),
			}
			r.ops, r.families = endpointOperations(ix.lex, ep)
			ix.unstated = ix.unstated || len(r.families) == 0
			for f := range r.families {
				ix.families[f] = true
			}
			r.general = generalRead(ix.lex, ep.Name)
			r.ownTokens = lexicalSet(own)
			r.aspects = textAspects(ix.lex, own, r.ownTokens)
			for _, a := range ep.OperationAliases {
				var toks []string
				for t := range lexicalSet(a) {
					if !text.IsStopword(t) {
						toks = append(toks, t)
					}
				}
				if len(toks) > 0 {
					slices.Sort(toks)
					r.aliasTokens = append(r.aliasTokens, toks)
				}
			}
			ix.routes = append(ix.routes, r)
			ix.byID[r.id] = r
			ix.byTool[r.toolKey] = append(ix.byTool[r.toolKey], r)
			ix.post(ix.toolPost, r.idx, r.toolKey)
			ix.post(ix.toolPost, r.idx, tool.Name)
			for t := range r.textTokens {
				if !text.IsStopword(t) {
					ix.post(ix.textPost, r.idx, t)
				}
			}
			for fi := range ep.OutputFields {
				f := newFieldInfo(&ep.OutputFields[fi])
				r.fields = append(r.fields, f)
				ref := fieldRef{route: int32(r.idx), field: int32(fi)}
				for _, t := range f.tokens {
					ix.fieldTok[t] = append(ix.fieldTok[t], ref)
				}
				for _, n := range f.norms {
					ix.normPost[n] = append(ix.normPost[n], ref)
					ix.addNorm(n)
				}
				if !f.spec.Identifier {
					ix.semKeys[f.sem] = true
				} else if len(f.tokens) == 1 && f.tokens[0] != "id" {
					ix.idKinds[f.tokens[0]] = true
				}
			}
			r.answers = ix.routeAnswers(r, tool.Name+" "+own)
			r.updates = updatedFields(r)
			for pi := range ep.Parameters {
				p := &ep.Parameters[pi]
				ix.post(ix.paramPost, r.idx, p.Name)
				for _, a := range p.Aliases {
					ix.post(ix.paramPost, r.idx, a)
				}
			}
		}
		ix.shareToolAnswers(ix.byTool[entry.Key()], tool.Description)
		aliasOperationNeeds(ix.lex, ix.byTool[entry.Key()])
	}
	ix.owners = map[string]map[string]int{}
	for key, rs := range ix.byTool {
		own := map[string]int{}
		for _, r := range rs {
			for t := range r.ownTokens {
				own[t]++
			}
		}
		ix.owners[key] = own
	}
	ix.creators = map[string][]*route{}
	for _, r := range ix.routes {
		if !r.families["create"] {
			continue
		}
		said := map[string]bool{}
		for t := range r.ownTokens {
			said[t] = true
		}
		for _, f := range r.fields {
			for _, t := range f.tokens {
				said[t] = true
			}
		}
		for t := range said {
			ix.creators[t] = append(ix.creators[t], r)
		}
	}
	ix.slots.New = func() any {
		slot := make([]int32, len(ix.routes))
		for i := range slot {
			slot[i] = -1
		}
		return &slot
	}
	return ix
}

func newFieldInfo(f *catalog.FieldSpec) fieldInfo {
	names := make([]string, 0, 3+len(f.Aliases))
	names = append(names, f.Name)
	if f.SemanticID != "" {
		names = append(names, f.SemanticID)
	}
	names = append(names, f.Aliases...)
	// Only the leaf of the source path names the field: wrapper segments ("data",
	// "results", "properties") describe the response envelope and would match every
	// field beneath them (docs/DECISIONS.md).
	if leaf := pathLeaf(f.ProjectionPath()); leaf != f.Name {
		names = append(names, leaf)
	}
	fi := fieldInfo{spec: f, label: f.Name}
	if f.SemanticID != "" {
		fi.label = f.SemanticID
	}
	fi.sem = text.Norm(fi.label)
	for _, n := range names {
		if norm := text.Norm(n); norm != "" && !contains(fi.norms, norm) {
			fi.norms = append(fi.norms, norm)
		}
		for _, t := range text.Tokens(n) {
			if t = text.Singular(t); !text.IsStopword(t) && !contains(fi.tokens, t) {
				fi.tokens = append(fi.tokens, t)
			}
		}
	}
	return fi
}

// endpointOperations derives what an endpoint offers: the operations named by its name,
// its operation aliases and the leading verb of its description, and the read family
// when it is classified read-only.
func endpointOperations(lex *lexicon.Lexicon, ep *catalog.EndpointSpec) (map[string]bool, map[string]bool) {
	ops, families := map[string]bool{}, map[string]bool{}
	texts := append([]string{wordSeparators.Replace(ep.Name), leadingWords(ep.Description, 2)}, ep.OperationAliases...)
	for _, s := range texts {
		for _, op := range lex.Analyze(text.Tokens(s), text.Norm(s)).Ops {
			ops[op] = true
			families[lex.Family(op)] = true
		}
	}
	if ep.IsReadOnly() {
		families[lexicon.ReadFamily] = true
	}
	if families["create"] {
		// Submitting a request is creating it ("reiche eine Supportanfrage ein").
		families["submit"] = true
	}
	return ops, families
}

// aliasOperationNeeds sets each route's opNeeds: for an operation that only its aliases
// name (not its name or its description's leading words) and no sibling offers, the
// vocabulary terms of the route's own text that no sibling's own text names. An alias
// names its operation for what the endpoint acts on: "list articles that cite" lists
// citing articles (cite, citation), not any papers.
func aliasOperationNeeds(lex *lexicon.Lexicon, routes []*route) {
	ownTerms := make([][]string, len(routes))
	for i, o := range routes {
		own := o.ep.Name + " " + o.ep.Description + " " + strings.Join(o.ep.OperationAliases, " ")
		ownTerms[i] = lex.Analyze(text.Tokens(own), text.Norm(own)).Terms
	}
	for i, r := range routes {
		var distinct []string
		for _, t := range ownTerms[i] {
			sibling := false
			for j, terms := range ownTerms {
				sibling = sibling || j != i && slices.Contains(terms, t)
			}
			if lex.Family(t) == "" && !lexicon.IsGeneric(t) && !sibling && !slices.Contains(distinct, t) {
				distinct = append(distinct, t)
			}
		}
		named := map[string]bool{}
		for _, s := range []string{wordSeparators.Replace(r.ep.Name), leadingWords(r.ep.Description, 2)} {
			for _, op := range lex.Analyze(text.Tokens(s), text.Norm(s)).Ops {
				named[op] = true
			}
		}
		for op := range r.ops {
			if named[op] || len(distinct) == 0 || slices.ContainsFunc(routes, func(o *route) bool { return o != r && o.ops[op] }) {
				continue // a sibling offers it too: the operation does not tell them apart
			}
			if r.opNeeds == nil {
				r.opNeeds = map[string][]string{}
			}
			r.opNeeds[op] = distinct
		}
	}
}

// namesSpecificOp reports whether the endpoint's own text names the operation t (a
// single-word operation name) and that operation is specific to a kind of endpoint
// (lexicon.IsGenericOperation: "create", "show" and the like are not).
func (r *route) namesSpecificOp(t string) bool {
	return r.ops[t] && !lexicon.IsGenericOperation(t)
}

// generalRead reports whether an endpoint is named by a read operation alone
// ("search", "list", "lookup"): the tool's general read, unlike a sibling named by what
// it returns ("citations", "history").
func generalRead(lex *lexicon.Lexicon, name string) bool {
	words := wordSeparators.Replace(name)
	toks := text.Tokens(words)
	m := lex.Analyze(toks, text.Norm(words))
	return len(toks) == 1 && len(m.Ops) == 1 && lex.Family(m.Ops[0]) == lexicon.ReadFamily
}

// wordSeparators turns the underscores and hyphens of identifiers (endpoint and field
// names) into spaces.
var wordSeparators = strings.NewReplacer("_", " ", "-", " ")

// leadingWords is the first n words of s: descriptions state their operation first.
func leadingWords(s string, n int) string {
	words := strings.Fields(s)
	return strings.Join(words[:min(n, len(words))], " ")
}

// catalogVocabulary turns a catalog's own field names and aliases written in scripts
// without spaces (Korean, Japanese, Chinese) into vocabulary entries, so that they are
// found inside a query even when no space separates them from their neighbours.
func catalogVocabulary(snap *catalog.Snapshot) []lexicon.Entry {
	var out []lexicon.Entry
	for _, e := range snap.Entries() {
		for _, ep := range e.Tool().Endpoints {
			for _, f := range ep.OutputFields {
				var forms []string
				for _, name := range append([]string{f.Name, f.SemanticID}, f.Aliases...) {
					if name != "" && !text.IsASCII(name) {
						forms = append(forms, name)
					}
				}
				if len(forms) > 0 {
					out = append(out, lexicon.Entry{Canon: f.Name, Forms: forms})
				}
			}
		}
	}
	return out
}

// lexicalSet is the set of a catalog text's lexical tokens: singular forms, stopwords
// kept (queries never contain them, see analyze), and the plain verb of an English past
// participle, so that "List scheduled events" meets a request about a schedule:
// "scheduled" also yields "schedule" and "schedul", "listed" "liste" and "list" (the
// form that is not a word is never asked for).
func lexicalSet(s string) map[string]struct{} {
	toks := text.Tokens(s)
	set := make(map[string]struct{}, len(toks))
	for _, t := range toks {
		set[text.Singular(t)] = struct{}{}
		if n := len(t); n >= 5 && strings.HasSuffix(t, "ed") && text.IsASCII(t) {
			set[t[:n-1]] = struct{}{}
			set[t[:n-2]] = struct{}{}
		}
	}
	return set
}

// pathLeaf is the last segment of a path that is not the "*" wildcard.
func pathLeaf(path []string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] != "*" {
			return path[i]
		}
	}
	return ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// post appends a route to a posting list once (routes are added in increasing order).
func (ix *index) post(m map[string][]int, r int, key string) {
	list := m[key]
	if n := len(list); n > 0 && list[n-1] == r {
		return
	}
	m[key] = append(list, r)
}

func (ix *index) addNorm(n string) {
	if _, ok := ix.normID[n]; ok {
		return
	}
	id := len(ix.norms)
	ix.norms = append(ix.norms, n)
	ix.maxNorm = max(ix.maxNorm, len(n))
	ix.normID[n] = id
	seen := map[string]bool{}
	for i := 0; i+3 <= len(n); i++ {
		tri := n[i : i+3]
		if !seen[tri] {
			seen[tri] = true
			ix.normTri[tri] = append(ix.normTri[tri], id)
		}
	}
}

// substringNorms returns every indexed field norm that semantically substring-matches
// concept norm c (text.SemanticSubstring), using trigram postings for "norm contains c"
// and substring enumeration for "c contains norm". It equals a scan over all norms.
func (ix *index) substringNorms(c string) []string {
	if utf8.RuneCountInString(c) < 3 {
		return nil
	}
	var out []string
	// Norms containing c: every trigram of c is in them; walk the rarest posting list.
	var best []int
	found := true
	for i := 0; i+3 <= len(c); i++ {
		list, ok := ix.normTri[c[i:i+3]]
		if !ok {
			found = false
			break
		}
		if best == nil || len(list) < len(best) {
			best = list
		}
	}
	if found {
		for _, id := range best {
			if n := ix.norms[id]; text.SemanticSubstring(c, n) {
				out = append(out, n)
			}
		}
	}
	// Norms contained in c: enumerate c's substrings of at least 3 runes.
	starts := runeStarts(c)
	for i := 0; i < len(starts)-1; i++ {
		for j := i + 3; j < len(starts); j++ {
			sub := c[starts[i]:starts[j]]
			if len(sub) > ix.maxNorm {
				break
			}
			if len(sub) == len(c) {
				continue // equal norms were found above when c itself is indexed
			}
			if _, ok := ix.normID[sub]; ok && text.SemanticSubstring(c, sub) && !contains(out, sub) {
				out = append(out, sub)
			}
		}
	}
	return out
}

// substringSet computes query.substr: through trigram postings, or by scanning every
// field norm when exhaustive (which verifies the postings).
func (ix *index) substringSet(q *query, exhaustive bool) map[string]struct{} {
	set := map[string]struct{}{}
	for _, c := range q.conceptNorms {
		if exhaustive {
			for _, n := range ix.norms {
				if text.SemanticSubstring(c, n) {
					set[n] = struct{}{}
				}
			}
			continue
		}
		for _, n := range ix.substringNorms(c) {
			set[n] = struct{}{}
		}
	}
	return set
}

// runeStarts lists the byte offset of every rune of s, plus len(s).
func runeStarts(s string) []int {
	starts := make([]int, 0, len(s)+1)
	for i := range s {
		starts = append(starts, i)
	}
	return append(starts, len(s))
}

// fieldRef names one output field of one route.
type fieldRef struct{ route, field int32 }

// maxMaskFields is how many fields a route may have for its matches to be accumulated
// as bit masks; routes with more fields are matched field by field.
const maxMaskFields = 64

// hits accumulates what a query's postings say about one route, so that scoring costs
// the postings a query touches rather than candidates × fields × terms.
type hits struct {
	route      int32
	toolTokens []string // matched tool-text tokens, in sorted order
	exact      uint64   // fields matched exactly (bit i = field i)
	lexical    uint64
	substring  uint64
}

// reason is the match reason of field i, or "" (exact beats lexical beats substring).
func (h *hits) reason(i int) string {
	bit := uint64(1) << i
	switch {
	case h.exact&bit != 0:
		return ReasonFieldExact
	case h.lexical&bit != 0:
		return ReasonFieldLexical
	case h.substring&bit != 0:
		return ReasonFieldSubstring
	}
	return ""
}

// recallHits walks the query's postings and returns the hits of every route that
// could score above zero, in route order.
func (ix *index) recallHits(q *query) []hits {
	slotp := ix.slots.Get().(*[]int32)
	slot := *slotp
	var out []hits
	touch := func(r int32) *hits {
		if slot[r] < 0 {
			slot[r] = int32(len(out))
			out = append(out, hits{route: r})
		}
		return &out[slot[r]]
	}
	fields := func(list []fieldRef, set func(h *hits, bit uint64)) {
		for _, ref := range list {
			h := touch(ref.route)
			if ref.field < maxMaskFields {
				set(h, 1<<ref.field)
			}
		}
	}
	for _, t := range q.tokenList {
		for _, r := range ix.textPost[t] {
			h := touch(int32(r))
			h.toolTokens = append(h.toolTokens, t)
		}
		fields(ix.fieldTok[t], func(h *hits, b uint64) { h.lexical |= b })
	}
	for _, c := range q.conceptNorms {
		fields(ix.normPost[c], func(h *hits, b uint64) { h.exact |= b })
	}
	for n := range q.substr {
		fields(ix.normPost[n], func(h *hits, b uint64) { h.substring |= b })
	}
	for t := range q.preferredTools {
		for _, r := range ix.toolPost[t] {
			touch(int32(r))
		}
	}
	for t := range q.setAsideTools {
		for _, r := range ix.toolPost[t] {
			touch(int32(r))
		}
	}
	for id := range q.preferredEndpoints {
		if r, ok := ix.byID[id]; ok {
			touch(int32(r.idx))
		}
	}
	for k := range q.arguments {
		for _, r := range ix.paramPost[k] {
			touch(int32(r))
		}
	}
	for i := range out {
		slot[out[i].route] = -1
	}
	ix.slots.Put(slotp)
	slices.SortFunc(out, func(a, b hits) int { return int(a.route - b.route) })
	return out
}

// knows reports whether a word (lower case) is one of the catalog's own: in a tool or
// endpoint name or description, a field name or a parameter.
func (ix *index) knows(w string) bool {
	for _, t := range []string{w, text.Singular(w)} {
		if len(ix.textPost[t]) > 0 || len(ix.fieldTok[t]) > 0 || len(ix.paramPost[t]) > 0 || len(ix.toolPost[t]) > 0 {
			return true
		}
	}
	return false
}

// updatedFields are the non-identifier output fields an endpoint that changes records
// (update, no read) names in its own text.
func updatedFields(r *route) []string {
	if !r.families["update"] || r.families[lexicon.ReadFamily] {
		return nil
	}
	var out []string
	for _, f := range r.fields {
		if f.spec.Identifier || len(f.tokens) == 0 {
			continue
		}
		if !slices.ContainsFunc(f.tokens, func(t string) bool { _, ok := r.ownTokens[t]; return !ok }) {
			out = append(out, f.label)
		}
	}
	return out
}

// holds reports whether a route has an identifier field of a kind (index.idKinds).
func (r *route) holds(kind string) bool {
	return slices.ContainsFunc(r.fields, func(f fieldInfo) bool {
		return f.spec.Identifier && len(f.tokens) == 1 && f.tokens[0] == kind
	}) || slices.ContainsFunc(r.ep.Parameters, func(p catalog.ParameterSpec) bool {
		return strings.EqualFold(p.Name, kind) // takes one by it ("adjust SKU-55 to 10")
	})
}

// namedIdentifiers are the identifier kinds a request names a record by: a kind's name
// joined to or followed by a value with a digit ("SKU-55", "SKU ABC-123", "DOI 10.1038/…"),
// or followed by a code of capitals joined by hyphens ("SKU CAM-AZ-G").
func (ix *index) namedIdentifiers(said string) []string {
	split := func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(",;:!?()[]{}\"'“”‘’「」", r)
	}
	written := strings.FieldsFunc(said, split)
	words := strings.FieldsFunc(strings.ToLower(said), split)
	var out []string
	for i, w := range words {
		kind, value, joined := cutIdentifier(w)
		if !joined && i+1 < len(words) {
			value = words[i+1]
			// A code of capitals joined by hyphens is a value without digits: "SKU CAM-AZ-G".
			if ix.idKinds[kind] && len(written) == len(words) && capitalCode.MatchString(written[i+1]) && !slices.Contains(out, kind) {
				out = append(out, kind)
				continue
			}
		}
		// "item 611", "Artikel 4711.": a product's code is its SKU ("Runbook item 4" counts,
		// a DOI names a paper); a word of another script is no code ("Action item:
		// ユーザー3310の…").
		if k, v := productCodes[kind], strings.TrimRight(value, ".,;:!?"); k != "" && ix.idKinds[k] && len(v) >= 3 && v[0] < utf8.RuneSelf &&
			!strings.ContainsAny(v, "/.") && !yearOrDate.MatchString(v) {
			kind = k
		}
		if ix.idKinds[kind] && strings.ContainsAny(value, "0123456789") && !slices.Contains(out, kind) {
			out = append(out, kind)
		}
	}
	return out
}

// capitalCode is a code of capital letters joined by hyphens, two parts at least.
var capitalCode = rx.MustCompile(`^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+[.]?$`)

// yearOrDate is a value that dates rather than names: "2025", "2024-05-03".
var yearOrDate = rx.MustCompile(`^(?:1[89]|20|21)\d\d(?:-\d\d?-\d\d?)?$`)

// productCodes name the code of a product by another word than the catalog's "sku".
var productCodes = map[string]string{"item": "sku", "product": "sku", "part": "sku", "artikel": "sku", "artikelnummer": "sku",
	"teilenummer": "sku", "produkt": "sku", "artículo": "sku", "producto": "sku", "품번": "sku", "品番": "sku"}

// cutIdentifier cuts a word into an identifier's kind and value where a hyphen, an
// underscore or a number sign joins them, or where its letters meet its digits: "sku-611",
// "sku_611", "sku#611", "sku611".
func cutIdentifier(w string) (kind, value string, joined bool) {
	if i := strings.IndexAny(w, "-_#"); i >= 0 {
		return w[:i], w[i+1:], true
	}
	if i := strings.IndexAny(w, "0123456789"); i > 0 && strings.IndexFunc(w[:i], func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
		return w[:i], w[i:], true
	}
	return w, "", false
}
