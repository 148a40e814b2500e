package openapi

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/schemarouter/schemarouter/catalog"
)

// maxRefChain bounds a chain of $refs to $refs.
const maxRefChain = 64

// RefCycleError reports a chain of $refs that never reaches a value.
type RefCycleError struct {
	// Chain lists the locations visited, ending with the one seen twice.
	Chain []string
}

func (e *RefCycleError) Error() string {
	return "$ref cycle: " + strings.Join(e.Chain, " -> ")
}

// rawDoc is one parsed document: the main one, or one a same-origin $ref loaded.
type rawDoc struct {
	url  *url.URL // nil for the main document read from bytes or a file
	key  string   // "" for the main document
	root any
}

// node is a value of a document with its location.
type node struct {
	doc *rawDoc
	ptr string // JSON pointer inside doc ("" is the root)
	v   any
}

// where is the report pointer of a node: the JSON pointer, prefixed with "URL#" for
// external documents.
func (n node) where() string {
	if n.doc == nil || n.doc.key == "" {
		return n.ptr
	}
	return n.doc.key + "#" + n.ptr
}

// at returns the child at the given tokens (v is nil when absent).
func (n node) at(tokens ...string) node {
	c := node{doc: n.doc, ptr: n.ptr, v: n.v}
	for _, t := range tokens {
		c.ptr = joinPointer(c.ptr, t)
		switch x := c.v.(type) {
		case map[string]any:
			c.v = x[t]
		case []any:
			i, err := strconv.Atoi(t)
			if err != nil || i < 0 || i >= len(x) {
				c.v = nil
			} else {
				c.v = x[i]
			}
		default:
			c.v = nil
		}
	}
	return c
}

func (n node) obj() map[string]any { m, _ := n.v.(map[string]any); return m }
func (n node) list() []any         { l, _ := n.v.([]any); return l }

func (n node) str(key string) string {
	s, _ := n.obj()[key].(string)
	return s
}

func (n node) boolean(key string) (value, set bool) {
	value, set = n.obj()[key].(bool)
	return value, set
}

// refOf returns the $ref of an object, if it is a Reference Object.
func (n node) refOf() (string, bool) {
	ref, ok := n.obj()["$ref"].(string)
	return ref, ok
}

// resolver finds $ref targets in the main document and, when allowed, in same-origin
// documents (fetched through the same fetcher kin-openapi used).
type resolver struct {
	main    *rawDoc
	docs    map[string]*rawDoc
	fetch   *fetcher // nil: no external documents
	allowed bool     // Options.AllowSameOriginRefs
}

// resolveRef finds the target of one $ref written at from.
func (r *resolver) resolveRef(from node, ref string) (node, error) {
	doc := from.doc
	frag := ref
	if !strings.HasPrefix(ref, "#") {
		d, f, err := r.external(from, ref)
		if err != nil {
			return node{}, err
		}
		doc, frag = d, f
	}
	ptr, ok := strings.CutPrefix(frag, "#")
	if !ok {
		ptr = ""
	}
	if ptr != "" && !strings.HasPrefix(ptr, "/") {
		return node{}, fmt.Errorf("%s: $ref %q: only JSON-pointer fragments are supported", from.where(), ref)
	}
	if p, err := url.PathUnescape(ptr); err == nil {
		ptr = p // a fragment may be percent-encoded
	}
	target := node{doc: doc, v: doc.root}
	if ptr != "" {
		for _, tok := range strings.Split(ptr[1:], "/") {
			target = target.at(unescapeToken(tok))
			if target.v == nil {
				return node{}, fmt.Errorf("%s: $ref %q does not resolve", from.where(), ref)
			}
		}
	}
	return target, nil
}

// external loads the document an external $ref names, if policy allows.
func (r *resolver) external(from node, ref string) (*rawDoc, string, error) {
	refused := fmt.Errorf("%s: external $ref %q refused: only same-origin http(s) references are allowed, and only with AllowSameOriginRefs", from.where(), ref)
	if !r.allowed || r.fetch == nil || from.doc.url == nil {
		return nil, "", refused
	}
	u, err := url.Parse(ref)
	if err != nil {
		return nil, "", fmt.Errorf("%s: $ref %q does not parse", from.where(), ref)
	}
	abs := from.doc.url.ResolveReference(u)
	frag := "#" + abs.Fragment
	key := cacheKey(abs)
	if d, ok := r.docs[key]; ok {
		return d, frag, nil
	}
	if !sameOrigin(abs, r.fetch.origin) {
		return nil, "", refused
	}
	data, err := r.fetch.get(abs)
	if err != nil {
		return nil, "", fmt.Errorf("%s: $ref %q: %w", from.where(), ref, err)
	}
	root, err := catalog.ParseDocument(data, abs.Path)
	if err != nil {
		return nil, "", fmt.Errorf("%s: $ref %q: %w", from.where(), ref, err)
	}
	docURL := *abs
	docURL.Fragment, docURL.RawFragment = "", ""
	d := &rawDoc{url: &docURL, key: key, root: root}
	r.docs[key] = d
	return d, frag, nil
}

// deref follows Reference Objects until it reaches an object that is not one. A chain
// that comes back to a place it visited is a *RefCycleError.
func (r *resolver) deref(n node) (node, error) {
	var chain []string
	seen := map[string]bool{}
	for {
		ref, ok := n.refOf()
		if !ok {
			return n, nil
		}
		here := n.where()
		chain = append(chain, here)
		if seen[here] || len(chain) > maxRefChain {
			return node{}, &RefCycleError{Chain: chain}
		}
		seen[here] = true
		next, err := r.resolveRef(n, ref)
		if err != nil {
			return node{}, err
		}
		n = next
	}
}
