package server

import (
	"fmt"
	"io"
	"strconv"
	"sync/atomic"
	"time"
)

// planBuckets are the upper bounds, in seconds, of the plan latency histogram.
var planBuckets = [...]float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// metrics are the server's counters, all updated with sync/atomic and written in the
// Prometheus text exposition format (version 0.0.4) without a client library.
type metrics struct {
	plans          atomic.Uint64
	planErrors     atomic.Uint64
	fallbacks      atomic.Uint64
	decisions      atomic.Uint64
	retrievals     atomic.Uint64
	execOK         atomic.Uint64
	execError      atomic.Uint64
	catalogWrites  atomic.Uint64
	aggregations   atomic.Uint64
	planBucket     [len(planBuckets) + 1]atomic.Uint64 // last is +Inf
	planCount      atomic.Uint64
	planSumNanos   atomic.Int64
	responsesTotal atomic.Uint64
	errorsTotal    atomic.Uint64
	byStatus       [600]atomic.Uint64
}

func (m *metrics) observePlan(d time.Duration) {
	s := d.Seconds()
	i := 0
	for i < len(planBuckets) && s > planBuckets[i] {
		i++
	}
	m.planBucket[i].Add(1)
	m.planSumNanos.Add(int64(d))
	m.planCount.Add(1)
}

func (m *metrics) observeStatus(code int) {
	m.responsesTotal.Add(1)
	if code >= 400 {
		m.errorsTotal.Add(1)
	}
	if code >= 100 && code < len(m.byStatus) {
		m.byStatus[code].Add(1)
	}
}

func (m *metrics) write(w io.Writer) {
	counter := func(name, help string, v uint64) {
		fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s counter\n%s %d\n", name, help, name, name, v)
	}
	counter("schemarouter_plans_total", "Plans compiled successfully (including plans compiled by /v1/execute).", m.plans.Load())
	counter("schemarouter_plan_errors_total", "Planning requests that failed.", m.planErrors.Load())
	counter("schemarouter_fallbacks_total", "Plans that carry precompiled fallback routes.", m.fallbacks.Load())
	counter("schemarouter_decisions_total", "Plans with a call whose candidate selection was not deterministic.", m.decisions.Load())
	counter("schemarouter_retrievals_total", "Successful route retrievals.", m.retrievals.Load())
	counter("schemarouter_aggregations_total", "Successful aggregations.", m.aggregations.Load())
	counter("schemarouter_catalog_writes_total", "Successful catalog writes (PUT and DELETE).", m.catalogWrites.Load())

	fmt.Fprintf(w, "# HELP schemarouter_executions_total Plan executions by outcome.\n# TYPE schemarouter_executions_total counter\n")
	fmt.Fprintf(w, "schemarouter_executions_total{outcome=\"success\"} %d\n", m.execOK.Load())
	fmt.Fprintf(w, "schemarouter_executions_total{outcome=\"error\"} %d\n", m.execError.Load())

	fmt.Fprintf(w, "# HELP schemarouter_plan_seconds Time to compile a plan.\n# TYPE schemarouter_plan_seconds histogram\n")
	var cum uint64
	for i, le := range planBuckets {
		cum += m.planBucket[i].Load()
		fmt.Fprintf(w, "schemarouter_plan_seconds_bucket{le=\"%s\"} %d\n", strconv.FormatFloat(le, 'g', -1, 64), cum)
	}
	cum += m.planBucket[len(planBuckets)].Load()
	fmt.Fprintf(w, "schemarouter_plan_seconds_bucket{le=\"+Inf\"} %d\n", cum)
	fmt.Fprintf(w, "schemarouter_plan_seconds_sum %s\n", strconv.FormatFloat(time.Duration(m.planSumNanos.Load()).Seconds(), 'g', -1, 64))
	fmt.Fprintf(w, "schemarouter_plan_seconds_count %d\n", cum)

	counter("schemarouter_http_responses_total", "HTTP responses written.", m.responsesTotal.Load())
	counter("schemarouter_errors_total", "HTTP responses with a 4xx or 5xx status.", m.errorsTotal.Load())
	fmt.Fprintf(w, "# HELP schemarouter_http_responses_by_code_total HTTP responses by status code.\n# TYPE schemarouter_http_responses_by_code_total counter\n")
	for code := range m.byStatus {
		if n := m.byStatus[code].Load(); n > 0 {
			fmt.Fprintf(w, "schemarouter_http_responses_by_code_total{code=\"%d\"} %d\n", code, n)
		}
	}
}
