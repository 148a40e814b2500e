package bench

import (
	"math"
	"slices"
)

// WilsonZ is the normal quantile of the 95% Wilson intervals.
const WilsonZ = 1.959963984540054

// Interval is a confidence interval of a fraction, both ends in [0, 1].
type Interval struct {
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Wilson returns the 95% Wilson score interval of successes out of n, or nil when n is 0.
func Wilson(successes, n int) *Interval {
	if n <= 0 {
		return nil
	}
	p := float64(successes) / float64(n)
	nf := float64(n)
	z2 := WilsonZ * WilsonZ
	denom := 1 + z2/nf
	center := (p + z2/(2*nf)) / denom
	half := WilsonZ * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf)) / denom
	iv := &Interval{Low: clamp01(center - half), High: clamp01(center + half)}
	// The bounds are exact at the extremes; keep rounding from putting p outside.
	if successes == 0 {
		iv.Low = 0
	}
	if successes == n {
		iv.High = 1
	}
	return iv
}

func clamp01(x float64) float64 { return math.Min(1, math.Max(0, x)) }

// fraction is num/den, or nil when den is 0.
func fraction(num, den int) *float64 {
	if den == 0 {
		return nil
	}
	f := float64(num) / float64(den)
	return &f
}

// Percentile returns the p-th percentile (0..100) of xs with linear interpolation
// between closest ranks (rank p/100·(n−1)), or nil when xs is empty. xs is not modified.
func Percentile(xs []float64, p float64) *float64 {
	if len(xs) == 0 {
		return nil
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	v := percentileSorted(s, p)
	return &v
}

func percentileSorted(s []float64, p float64) float64 {
	if len(s) == 1 {
		return s[0]
	}
	rank := math.Min(1, math.Max(0, p/100)) * float64(len(s)-1)
	lo := int(math.Floor(rank))
	if lo >= len(s)-1 {
		return s[len(s)-1]
	}
	frac := rank - float64(lo)
	return s[lo] + frac*(s[lo+1]-s[lo])
}
