package decide

import (
	"context"
	"math"
	"slices"
	"strings"

	"github.com/schemarouter/schemarouter/internal/text"
)

// BuiltinDimensions is the vector length of Builtin when Dimensions is 0.
const BuiltinDimensions = 512

// Builtin is the embedder that needs no model files: the default Embedder for
// semantic recall and the fit gates. Real models plug in through the same
// Embedder interface.
//
// A text becomes a bag of features, hashed into a fixed-size vector:
//
//   - words: the tokens of text.Tokens (NFKC, case folding, every script,
//     Korean particle stripping, CJK bigrams, accent folding), without
//     stopwords unless the text has nothing else; a token containing '_' also
//     contributes its parts ("band_gap" gives bandgap, band and gap); each word
//     is then text.Norm'ed (letters and digits only), and repeated words count
//     once;
//   - each word, weight 2;
//   - each character 2-, 3- and 4-gram of the word between boundary marks
//     ("<gap>" gives <g, ga, ap, p>, <ga, gap, ap>, <gap, gap>), weight 1 per
//     occurrence, so inflections and compounds ("material"/"materials",
//     "bandgap"/"band gap") stay close.
//
// Each feature is hashed (64-bit FNV-1a with a splitmix64 finalizer) to an index
// (the low 32 bits scaled to the dimension) and a sign (the top bit): signed
// feature hashing, so collisions cancel on average rather than inflate
// similarity. The vector is then L2-normalized.
// A text with no words at all hashes as one opaque feature, so no vector is ever
// zero. Accumulation is exact (small integers) and the normalization rounds every
// product, so vectors are bit-identical across runs, platforms and compilers; only
// a change to text.Tokens or its Unicode tables can change them (a golden test
// pins them).
//
// It knows nothing about meaning across languages: a Korean query shares no
// features with an English catalog. Builtin is stateless and safe for
// concurrent use.
type Builtin struct {
	// Dimensions is the vector length; 0 means BuiltinDimensions.
	Dimensions int
}

// Feature kinds, hashed ahead of the feature bytes so a word never collides with
// the identical character n-gram.
const (
	featureWord byte = iota + 1
	featureGram
	featureOpaque
)

// Feature weights.
const (
	wordWeight = 2
	gramWeight = 1
)

// Boundary marks around a word for n-grams; text.Norm output never contains them.
const (
	wordStart = 0x02
	wordEnd   = 0x03
)

// Embed returns one vector per text.
func (b Builtin) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	dims := b.Dimensions
	if dims == 0 {
		dims = BuiltinDimensions
	}
	if dims < 0 {
		return nil, configError("builtin embedder dimensions must be positive, got %d", dims)
	}
	backing := make([]float32, len(texts)*dims)
	out := make([][]float32, len(texts))
	var f featurizer
	for i, t := range texts {
		if i%64 == 63 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		out[i] = backing[i*dims : (i+1)*dims : (i+1)*dims]
		f.embed(t, out[i])
	}
	return out, nil
}

// featurizer holds scratch buffers reused across the texts of one batch.
type featurizer struct {
	words   []string
	seen    map[string]struct{} // set of words once there are many
	padded  []byte
	offsets []int
}

func (f *featurizer) embed(s string, v []float32) {
	f.collectWords(s)
	if len(f.words) == 0 {
		add(v, hashFeature(featureOpaque, s), 1)
	}
	for _, w := range f.words {
		add(v, hashFeature(featureWord, w), wordWeight)
		f.padded = append(append(append(f.padded[:0], wordStart), w...), wordEnd)
		f.offsets = f.offsets[:0]
		for i := range string(f.padded) {
			f.offsets = append(f.offsets, i)
		}
		f.offsets = append(f.offsets, len(f.padded))
		runes := len(f.offsets) - 1
		for n := 2; n <= 4; n++ {
			for i := 0; i+n <= runes; i++ {
				add(v, hashFeature(featureGram, f.padded[f.offsets[i]:f.offsets[i+n]]), gramWeight)
			}
		}
	}
	var sum float64
	for _, x := range v {
		sum += float64(float64(x) * float64(x)) // rounded: no fused multiply-add
	}
	if sum == 0 { // every feature cancelled out: fall back to one opaque feature
		add(v, hashFeature(featureOpaque, s), 1)
		sum = 1
	}
	n := math.Sqrt(sum)
	for i, x := range v {
		v[i] = float32(float64(x) / n)
	}
}

// collectWords sets f.words to the distinct normalized words of s, dropping
// stopwords unless nothing else is left.
func (f *featurizer) collectWords(s string) {
	tokens := text.Tokens(s)
	for _, skipStopwords := range []bool{true, false} {
		f.words, f.seen = f.words[:0], nil
		for _, tok := range tokens {
			if skipStopwords && text.IsStopword(tok) {
				continue
			}
			f.addWord(text.Norm(tok))
			if strings.Contains(tok, "_") {
				for part := range strings.SplitSeq(tok, "_") {
					f.addWord(text.Norm(part))
				}
			}
		}
		if len(f.words) > 0 {
			return
		}
	}
}

func (f *featurizer) addWord(w string) {
	if w == "" {
		return
	}
	if f.seen != nil {
		if _, dup := f.seen[w]; dup {
			return
		}
		f.seen[w] = struct{}{}
	} else if slices.Contains(f.words, w) {
		return
	}
	f.words = append(f.words, w)
	if f.seen == nil && len(f.words) > linearDedupMax {
		f.seen = make(map[string]struct{}, 2*len(f.words))
		for _, x := range f.words {
			f.seen[x] = struct{}{}
		}
	}
}

// linearDedupMax is the number of words up to which duplicates are found by a
// linear scan; longer texts switch to a map.
const linearDedupMax = 32

// add adds ±weight at the index h selects: the low 32 bits of h scaled to
// len(v) (a multiply rather than a division), with the top bit as the sign.
func add(v []float32, h uint64, weight float32) {
	i := (h & 0xffffffff) * uint64(len(v)) >> 32
	if h>>63 == 1 {
		v[i] -= weight
	} else {
		v[i] += weight
	}
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// hashFeature hashes the kind byte followed by the bytes of s.
func hashFeature[T string | []byte](kind byte, s T) uint64 {
	h := (uint64(fnvOffset) ^ uint64(kind)) * fnvPrime
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * fnvPrime
	}
	return mix(h)
}

// mix is the splitmix64 finalizer: FNV-1a alone mixes its high bits poorly.
func mix(h uint64) uint64 {
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}
