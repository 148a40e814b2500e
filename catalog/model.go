package catalog

import "strings"

// Location says where a parameter travels on the wire.
type Location string

// Parameter locations. The zero value means LocationArgument.
const (
	LocationArgument Location = "argument"
	LocationPath     Location = "path"
	LocationQuery    Location = "query"
	LocationHeader   Location = "header"
	LocationBody     Location = "body"
	// LocationBodyRoot marks a parameter whose value is sent as the whole JSON
	// request body (never wrapped as {"body": ...}).
	LocationBodyRoot Location = "body_root"
)

func (l Location) valid() bool {
	switch l {
	case "", LocationArgument, LocationPath, LocationQuery, LocationHeader, LocationBody, LocationBodyRoot:
		return true
	}
	return false
}

// ParameterSpec is one logical input argument of an endpoint.
//
// Optional strings use "" for "not set".
type ParameterSpec struct {
	// Name is the logical argument key used by the planner and executor; unique within the endpoint.
	Name string `json:"name"`
	// WireName is the name written on the wire when it differs from Name.
	WireName    string `json:"wire_name,omitempty"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
	// Location defaults to LocationArgument.
	Location Location `json:"location,omitempty"`
	// Style, Explode and AllowReserved are OpenAPI serialization details (transport concerns).
	Style         string `json:"style,omitempty"`
	Explode       *bool  `json:"explode,omitempty"`
	AllowReserved bool   `json:"allow_reserved,omitempty"`
	// JSONSchema constrains the argument value; empty means unconstrained.
	JSONSchema map[string]any `json:"json_schema,omitempty"`
	// Aliases are trusted alternative input keys that may bind to this parameter, one to one only.
	Aliases []string `json:"aliases,omitempty"`
}

// EffectiveWireName is WireName, or Name when WireName is not set.
func (p *ParameterSpec) EffectiveWireName() string {
	if p.WireName != "" {
		return p.WireName
	}
	return p.Name
}

// EffectiveLocation is Location, or LocationArgument when it is not set.
func (p *ParameterSpec) EffectiveLocation() Location {
	if p.Location == "" {
		return LocationArgument
	}
	return p.Location
}

// UnitNormalizationSpec is an explicit affine conversion to a canonical unit:
// canonical = source × Scale + Offset. Factors are never inferred from unit strings.
type UnitNormalizationSpec struct {
	Dimension     string `json:"dimension"`
	CanonicalUnit string `json:"canonical_unit"`
	// Scale must be finite and > 0. Catalog files default it to 1; Go callers must set it.
	Scale  float64 `json:"scale"`
	Offset float64 `json:"offset"`
}

// FieldSpec is one logical output field of an endpoint.
type FieldSpec struct {
	// Name is the logical field ID, unique within the endpoint; ToolCall.Fields holds these names.
	Name string `json:"name"`
	// SemanticID is the canonical semantic identity (e.g. "band_gap").
	SemanticID  string `json:"semantic_id,omitempty"`
	Description string `json:"description,omitempty"`
	// JSONSchema is the declared type and shape of the value.
	JSONSchema map[string]any `json:"json_schema,omitempty"`
	// Aliases are phrasings that help lexical matching.
	Aliases []string `json:"aliases,omitempty"`
	// Path is the source location in the raw response; it defaults to [Name]. A "*"
	// segment steps into every element of an array.
	Path []string `json:"path,omitempty"`
	// ResultPath is where the value is written in the projected result; it defaults to the source path.
	ResultPath []string `json:"result_path,omitempty"`
	// Unit is the provider's source unit: an exact, case- and punctuation-sensitive label.
	Unit              string                 `json:"unit,omitempty"`
	UnitNormalization *UnitNormalizationSpec `json:"unit_normalization,omitempty"`
	// Qualifiers are exact measurement or context tags (temperature, phase, method...).
	Qualifiers map[string]string `json:"qualifiers,omitempty"`
	// Identifier marks record identifiers: always kept in projections, never offered to
	// field-selection backends.
	Identifier bool   `json:"identifier,omitempty"`
	SourceType string `json:"source_type,omitempty"`
	License    string `json:"license,omitempty"`
}

// ProjectionPath is the source path of the field: Path, or [Name].
func (f *FieldSpec) ProjectionPath() []string {
	if len(f.Path) > 0 {
		return f.Path
	}
	return []string{f.Name}
}

// ResultProjectionPath is where the projected value lands: ResultPath, or ProjectionPath.
func (f *FieldSpec) ResultProjectionPath() []string {
	if len(f.ResultPath) > 0 {
		return f.ResultPath
	}
	return f.ProjectionPath()
}

// ServerProjectionSpec declares trusted upstream field selection: the executor may send
// the selected fields' selectors in Parameter, joined by Separator.
type ServerProjectionSpec struct {
	Parameter string `json:"parameter"`
	// Separator defaults to ",".
	Separator string `json:"separator,omitempty"`
	// FieldMap maps a local field name to its wire selector; unmapped fields use their name.
	FieldMap map[string]string `json:"field_map,omitempty"`
}

// EffectiveSeparator is Separator, or "," when it is not set.
func (s *ServerProjectionSpec) EffectiveSeparator() string {
	if s.Separator == "" {
		return ","
	}
	return s.Separator
}

// Selector is the wire selector of a local field.
func (s *ServerProjectionSpec) Selector(field string) string {
	if sel, ok := s.FieldMap[field]; ok {
		return sel
	}
	return field
}

// Authentication scheme kinds.
const (
	AuthAPIKey        = "api_key"
	AuthHTTP          = "http"
	AuthOAuth2        = "oauth2"
	AuthOpenIDConnect = "openid_connect"
	AuthUnsupported   = "unsupported"
)

// AuthSchemeRequirement describes one credential an endpoint needs. It never holds a secret.
type AuthSchemeRequirement struct {
	Name          string   `json:"name"`
	Kind          string   `json:"kind"`
	Location      string   `json:"location,omitempty"`
	ParameterName string   `json:"parameter_name,omitempty"`
	HTTPScheme    string   `json:"http_scheme,omitempty"`
	Scopes        []string `json:"scopes,omitempty"`
	DeclaredType  string   `json:"declared_type,omitempty"`
}

// AuthRequirementSet is one alternative way to authenticate: every scheme in it is needed.
type AuthRequirementSet struct {
	Schemes []AuthSchemeRequirement `json:"schemes"`
}

// EndpointSpec is one callable operation of a tool.
type EndpointSpec struct {
	// Name is unique within the tool and may not contain '.'.
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	// OperationAliases are trusted verb phrases for the operation ("retrieve", "read record").
	OperationAliases []string        `json:"operation_aliases,omitempty"`
	Parameters       []ParameterSpec `json:"parameters,omitempty"`
	// InputSchema is the full input JSON Schema; when empty one is synthesized from Parameters.
	InputSchema  map[string]any `json:"input_schema,omitempty"`
	OutputFields []FieldSpec    `json:"output_fields,omitempty"`
	// OutputSchema is the full raw-output JSON Schema; when empty one is synthesized from OutputFields.
	OutputSchema map[string]any `json:"output_schema,omitempty"`
	Method       string         `json:"method,omitempty"`
	Path         string         `json:"path,omitempty"`
	// ReadOnly is tri-state: true reads, false mutates, nil is unclassified.
	ReadOnly *bool `json:"read_only,omitempty"`
	// Destructive marks DELETE-like operations.
	Destructive      *bool                 `json:"destructive,omitempty"`
	ServerProjection *ServerProjectionSpec `json:"server_projection,omitempty"`
	AuthRequirements []AuthRequirementSet  `json:"auth_requirements,omitempty"`
	// ExecutionMetadata is fingerprinted runtime semantics (request-body mode, entry type...).
	ExecutionMetadata map[string]any `json:"execution_metadata,omitempty"`
	// Metadata is descriptive only and excluded from fingerprints.
	Metadata map[string]any `json:"metadata,omitempty"`
}

// IsReadOnly reports whether the endpoint is explicitly classified read-only.
func (e *EndpointSpec) IsReadOnly() bool { return e.ReadOnly != nil && *e.ReadOnly }

// IsDestructive reports whether the endpoint is explicitly classified destructive.
func (e *EndpointSpec) IsDestructive() bool { return e.Destructive != nil && *e.Destructive }

// AuthRequired reports whether every one of at least one authentication alternative needs a scheme.
func (e *EndpointSpec) AuthRequired() bool {
	if len(e.AuthRequirements) == 0 {
		return false
	}
	for _, set := range e.AuthRequirements {
		if len(set.Schemes) == 0 {
			return false
		}
	}
	return true
}

// Parameter returns the parameter with the given logical name.
func (e *EndpointSpec) Parameter(name string) (*ParameterSpec, bool) {
	for i := range e.Parameters {
		if e.Parameters[i].Name == name {
			return &e.Parameters[i], true
		}
	}
	return nil, false
}

// Field returns the output field with the given name.
func (e *EndpointSpec) Field(name string) (*FieldSpec, bool) {
	for i := range e.OutputFields {
		if e.OutputFields[i].Name == name {
			return &e.OutputFields[i], true
		}
	}
	return nil, false
}

// OperationClass names the side-effect class in words: "read-only retrieval",
// "mutating write" or "unclassified operation".
func (e *EndpointSpec) OperationClass() string {
	switch {
	case e.ReadOnly == nil:
		return "unclassified operation"
	case *e.ReadOnly:
		return "read-only retrieval"
	default:
		return "mutating write"
	}
}

// ToolSpec is a group of endpoints reached through one access path.
type ToolSpec struct {
	// Name may not contain '.'; the registry key is Namespace + "." + Name.
	Name        string         `json:"name"`
	Namespace   string         `json:"namespace,omitempty"`
	Description string         `json:"description,omitempty"`
	Endpoints   []EndpointSpec `json:"endpoints"`
	// SourceType and License apply to every field of the tool.
	SourceType string `json:"source_type,omitempty"`
	License    string `json:"license,omitempty"`
	// Provider is the logical owner of the information (e.g. "materials_project").
	Provider string `json:"provider,omitempty"`
	// AccessMode says how this contract reaches it ("openapi", "optimade", "mcp"...).
	AccessMode string `json:"access_mode,omitempty"`
	// Remote is the fingerprinted local/remote classification that drives the
	// "unclassified remote" policy default.
	Remote bool `json:"remote,omitempty"`
	// ExecutionMetadata is fingerprinted transport identity (approved base URL...).
	ExecutionMetadata map[string]any `json:"execution_metadata,omitempty"`
	// Metadata is descriptive only: it never grants authority and is excluded from fingerprints.
	Metadata map[string]any `json:"metadata,omitempty"`
}

// Key is the registry key: "namespace.name", or the name alone.
func (t *ToolSpec) Key() string {
	if t.Namespace != "" {
		return t.Namespace + "." + t.Name
	}
	return t.Name
}

// Endpoint returns the endpoint with the given name.
func (t *ToolSpec) Endpoint(name string) (*EndpointSpec, bool) {
	for i := range t.Endpoints {
		if t.Endpoints[i].Name == name {
			return &t.Endpoints[i], true
		}
	}
	return nil, false
}

// Catalog is the content of a catalog file: {"tools": [...]}.
type Catalog struct {
	Tools []ToolSpec `json:"tools"`
}

// RouteID is the "tool.endpoint" name of a route.
func RouteID(toolKey, endpoint string) string {
	var b strings.Builder
	b.Grow(len(toolKey) + 1 + len(endpoint))
	b.WriteString(toolKey)
	b.WriteByte('.')
	b.WriteString(endpoint)
	return b.String()
}
