package execute

import (
	"fmt"
	"path"

	"github.com/schemarouter/schemarouter/catalog"
)

// Policy effects.
const (
	EffectAllow           = "allow"
	EffectDeny            = "deny"
	EffectRequireApproval = "require_approval"
)

// Approval modes.
const (
	ApprovalNever       = "never"
	ApprovalNonReadOnly = "non_read_only"
	ApprovalAll         = "all"
)

// PolicyRule matches operations ("tool.endpoint", glob, case-sensitive) and optional
// classifications. The predicates compare exactly and are tri-state aware: ReadOnly
// true does not match an unclassified endpoint.
type PolicyRule struct {
	Effect string `json:"effect"`
	// Operation is a path.Match glob over "tool.endpoint"; "" means "*".
	Operation   string `json:"operation,omitempty"`
	Name        string `json:"name,omitempty"`
	Remote      *bool  `json:"remote,omitempty"`
	ReadOnly    *bool  `json:"read_only,omitempty"`
	Destructive *bool  `json:"destructive,omitempty"`
}

// Policy is local execution policy (CORE.md §3.3). The zero value denies destructive,
// mutating and unclassified remote operations, allows the rest, and asks no approval.
// Nothing remote (metadata, MCP annotations, descriptions, decision backends) can
// create or change it.
type Policy struct {
	AllowMutations          bool `json:"allow_mutations,omitempty"`
	AllowDestructive        bool `json:"allow_destructive,omitempty"`
	AllowUnclassifiedRemote bool `json:"allow_unclassified_remote,omitempty"`
	// ApprovalMode is ApprovalNever ("" means never), ApprovalNonReadOnly or ApprovalAll.
	ApprovalMode string `json:"approval_mode,omitempty"`
	// Rules are checked in order; the first match decides, whatever its effect.
	Rules []PolicyRule `json:"rules,omitempty"`
}

// PolicyDecision is the outcome of evaluating a policy for one operation.
type PolicyDecision struct {
	Effect    string `json:"effect"`
	Source    string `json:"source"` // "rule" or "default"
	Operation string `json:"operation"`
	RuleName  string `json:"rule_name,omitempty"`
	Reason    string `json:"reason"`
}

// Validate rejects unknown effects, approval modes and malformed globs.
func (p *Policy) Validate() error {
	switch p.ApprovalMode {
	case "", ApprovalNever, ApprovalNonReadOnly, ApprovalAll:
	default:
		return fmt.Errorf("policy: unknown approval_mode %q", p.ApprovalMode)
	}
	for i, r := range p.Rules {
		switch r.Effect {
		case EffectAllow, EffectDeny, EffectRequireApproval:
		default:
			return fmt.Errorf("policy: rules[%d]: unknown effect %q", i, r.Effect)
		}
		if _, err := path.Match(r.operation(), ""); err != nil {
			return fmt.Errorf("policy: rules[%d]: bad operation pattern %q: %v", i, r.Operation, err)
		}
	}
	return nil
}

func (r *PolicyRule) operation() string {
	if r.Operation == "" {
		return "*"
	}
	return r.Operation
}

func (r *PolicyRule) matches(op string, tool *catalog.ToolSpec, ep *catalog.EndpointSpec) bool {
	if ok, err := path.Match(r.operation(), op); err != nil || !ok {
		return false
	}
	if r.Remote != nil && *r.Remote != tool.Remote {
		return false
	}
	if r.ReadOnly != nil && (ep.ReadOnly == nil || *ep.ReadOnly != *r.ReadOnly) {
		return false
	}
	if r.Destructive != nil && (ep.Destructive == nil || *ep.Destructive != *r.Destructive) {
		return false
	}
	return true
}

// Evaluate decides one operation: the first matching rule, else the defaults in order
// (destructive, mutating, unclassified remote, allow).
func (p *Policy) Evaluate(toolKey string, tool *catalog.ToolSpec, ep *catalog.EndpointSpec) PolicyDecision {
	op := catalog.RouteID(toolKey, ep.Name)
	for i := range p.Rules {
		r := &p.Rules[i]
		if r.matches(op, tool, ep) {
			return PolicyDecision{Effect: r.Effect, Source: "rule", Operation: op, RuleName: r.Name,
				Reason: fmt.Sprintf("rule %q (%s) matched", ruleLabel(r, i), r.operation())}
		}
	}
	d := PolicyDecision{Effect: EffectDeny, Source: "default", Operation: op}
	switch {
	case ep.IsDestructive() && !p.AllowDestructive:
		d.Reason = "destructive operations are denied unless allow_destructive is set"
	case ep.ReadOnly != nil && !*ep.ReadOnly && !p.AllowMutations:
		d.Reason = "mutating operations are denied unless allow_mutations is set"
	case ep.ReadOnly == nil && tool.Remote && !p.AllowUnclassifiedRemote:
		d.Reason = "unclassified remote operations are denied unless allow_unclassified_remote is set"
	default:
		d.Effect, d.Reason = EffectAllow, "allowed by default"
	}
	return d
}

func ruleLabel(r *PolicyRule, i int) string {
	if r.Name != "" {
		return r.Name
	}
	return fmt.Sprintf("rules[%d]", i)
}

// RequiresApproval reports whether a decided operation needs an explicit approval.
func (p *Policy) RequiresApproval(d PolicyDecision, ep *catalog.EndpointSpec) bool {
	if d.Effect == EffectRequireApproval {
		return true
	}
	switch p.ApprovalMode {
	case ApprovalAll:
		return true
	case ApprovalNonReadOnly:
		return !ep.IsReadOnly()
	}
	return false
}
