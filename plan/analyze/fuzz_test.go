package analyze_test

import (
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

// Whatever a model answers, the intent names only registered tools and routes, binds
// only declared parameters, and keeps the caller's arguments.
func FuzzModelOutputIsSanitized(f *testing.F) {
	for _, seed := range []string{
		case60,
		`{}`,
		`{"preferred_tools":["users","prod.users","prod"],"preferred_endpoints":["prod.users.get_user.x","prod.users."]}`,
		`{"arguments":{"user_id":[1,2],"limit":1e999},"fields":["user_id","name","email"],"concepts":[""," "]}`,
		`{"evidence":{"units":true,"source_type":null},"preferred_tools":["materials"]}`,
		`{"preferred_endpoints":["materials.search"],"arguments":{"formula":true}}`,
		`[]`, `null`, `{"a":1}`, `{"arguments":null}`,
	} {
		f.Add(seed)
	}
	snap := registry(f, prodUsers(), materials()).Snapshot()
	routes := map[string]bool{}
	params := map[string]bool{}
	for _, e := range snap.Entries() {
		for _, ep := range e.Tool().Endpoints {
			routes[e.Key()+"."+ep.Name] = true
			for _, p := range ep.Parameters {
				params[p.Name] = true
			}
		}
	}
	f.Fuzz(func(t *testing.T, answer string) {
		out, err := analyze.DecodeOutput([]byte(answer))
		if err != nil {
			if !strings.Contains(err.Error(), "invalid query analysis") {
				t.Fatalf("decode error %v is not an invalid query analysis", err)
			}
			return
		}
		req := plan.Request{Query: "q", Arguments: map[string]any{"limit": "caller"}}
		in := analyze.Sanitize(snap, &req, out)
		for _, tool := range in.PreferredTools {
			if _, ok := snap.Entry(tool); !ok {
				t.Fatalf("unregistered tool %q kept", tool)
			}
		}
		for _, ep := range in.PreferredEndpoints {
			if !routes[ep] {
				t.Fatalf("unregistered route %q kept", ep)
			}
		}
		for name := range in.Arguments {
			if !params[name] && name != "limit" {
				t.Fatalf("undeclared argument %q kept", name)
			}
		}
		if in.Arguments["limit"] != "caller" {
			t.Fatalf("the caller's argument was replaced: %v", in.Arguments["limit"])
		}
	})
}
