package catalog

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/schemarouter/schemarouter/internal/canonjson"
)

// Fingerprints are the lowercase hex SHA-256 of the RFC 8785 canonical JSON of a spec
// with Metadata removed at tool and endpoint level (CORE.md §1.11). Values equal to
// their defaults are omitted before hashing, so writing a default explicitly (location
// "argument", separator ",", an empty list) never changes a fingerprint.

// EndpointFingerprint returns the fingerprint of an endpoint contract.
func EndpointFingerprint(e *EndpointSpec) (string, error) {
	c := e.Clone()
	c.normalizeForFingerprint()
	return hashCanonical(&c)
}

// ToolFingerprint returns the fingerprint of a tool contract, covering every endpoint.
func ToolFingerprint(t *ToolSpec) (string, error) {
	c := t.Clone()
	c.Metadata = nil
	for i := range c.Endpoints {
		c.Endpoints[i].normalizeForFingerprint()
	}
	return hashCanonical(&c)
}

func (e *EndpointSpec) normalizeForFingerprint() {
	e.Metadata = nil
	for i := range e.Parameters {
		if e.Parameters[i].Location == LocationArgument {
			e.Parameters[i].Location = ""
		}
	}
	if e.ServerProjection != nil && e.ServerProjection.Separator == "," {
		e.ServerProjection.Separator = ""
	}
}

func hashCanonical(v any) (string, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	canon, err := canonjson.Canonicalize(raw)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(canon)
	return hex.EncodeToString(sum[:]), nil
}
