// Package bench measures routing quality: it replays a decision-routing corpus against a
// catalog through the planner and scores the plans.
//
// It owns the corpus format (a JSON array of cases, decoded strictly: see [ParseCorpus]),
// the named planner stacks being compared (see [RegisterStack]), the scoring of the
// decision-routing corpora (the README next to them; see [Run]), and the report writers
// (JSON via encoding/json, [Report.WriteText], [Report.WriteCSV], [Report.WriteHTML]).
// It does not own the planner, the catalog, or any routing threshold.
//
// # Scoring
//
// Each case is planned with max_calls = 1. The prediction is the first call's
// "tool.endpoint", or none for a plan without calls. A case is correct when the prediction
// equals the expected route (for a no-route case: no call) and that route is in the
// catalog. Every case gets one outcome of the error taxonomy:
//
//   - correct: as above;
//   - false_route: a route was planned but none was expected;
//   - missed_route: a route was expected but none was planned;
//   - wrong_tool: the planned route belongs to another tool than the expected one;
//   - wrong_endpoint: the planned route is another endpoint of the expected tool.
//
// The rates are fractions in [0, 1]:
//
//   - accuracy: correct cases over all cases;
//   - supported accuracy: correct cases over cases with an expected route;
//   - near-domain rejection: no-route cases of category near_domain_unsupported_operation
//     that got no call, over all such cases;
//   - OOD rejection: the same for no-route cases of category out_of_domain or of a
//     category starting with "adversarial";
//   - false-route rate: false routes over ALL cases (not over no-route cases).
//
// Accuracy, supported accuracy and both rejection rates carry a 95% Wilson score interval
// (z = 1.959963984540054). A rate or interval whose denominator is empty is nil, which
// encodes as JSON null; it never defaults to 0 or 1.
//
// Latency is measured around each Plan call only (time.Now before and after), in
// milliseconds, and summarized as mean, p50, p95 and max; percentiles interpolate
// linearly between closest ranks (rank = p·(n−1), as numpy's default). One untimed
// warm-up plan runs first so the planner's one-time index build is not charged to the
// first case.
//
// Everything is also broken down by language and by category. A case without a language
// (corpus v1) counts under "unknown".
package bench
