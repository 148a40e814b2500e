// Package server exposes the planner, executor, aggregator and registry as an HTTP
// JSON API. Request and response bodies are the JSON the command line prints with
// --json; errors are {"error": {"status", "message", "path"}}.
//
// Routes:
//
//	POST   /v1/plan             plan.Request -> plan.Plan
//	POST   /v1/retrieve         plan.RetrieveRequest -> plan.Retrieval
//	POST   /v1/execute          {"plan": Plan} or {"request": Request} -> {"plan", "run"}
//	POST   /v1/aggregate        [SourceRecord...] (?field_mode=FIELD=MODE) -> [CanonicalEntity...]
//	GET    /v1/catalog          {"tools": [...]} (X-Registry-Version header)
//	GET    /v1/catalog/{tool}   ToolSpec (X-Registry-Version, X-Tool-Fingerprint headers)
//	PUT    /v1/catalog/{tool}   ToolSpec -> {"key", "registry_version", "fingerprint", "created"} (bearer token)
//	DELETE /v1/catalog/{tool}   -> {"key", "registry_version"} (bearer token)
//	GET    /healthz             {"status": "ok", "registry_version": N}
//	GET    /metrics             Prometheus text format
package server

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/schemarouter/schemarouter/aggregate"
	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/decide"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/plan"
	"github.com/schemarouter/schemarouter/plan/analyze"
)

// Defaults of Config.
const (
	DefaultMaxBodyBytes   = 1 << 20
	DefaultHandlerTimeout = 30 * time.Second
)

// Config configures a Server.
type Config struct {
	// Registry is the catalog served and planned against. Required.
	Registry catalog.Registry
	// Planner plans against Registry; nil means plan.New(Registry, plan.Options{}).
	Planner *plan.Planner
	// Executor runs plans; nil disables POST /v1/execute (503).
	Executor *execute.Executor
	// Token guards PUT and DELETE /v1/catalog/{tool}; empty disables them (403).
	Token string
	// MaxBodyBytes bounds request bodies (413 beyond); 0 means 1 MiB.
	MaxBodyBytes int64
	// HandlerTimeout bounds each request; 0 means 30 s.
	HandlerTimeout time.Duration
}

// Server is the HTTP API. It implements http.Handler and is safe for concurrent use.
type Server struct {
	reg      catalog.Registry
	planner  *plan.Planner
	exec     *execute.Executor
	tokenSum [sha256.Size]byte
	hasToken bool
	maxBody  int64
	timeout  time.Duration
	mux      *http.ServeMux
	writeMu  sync.Mutex // serializes catalog writes so responses name their own version
	m        metrics
}

// New returns a server for cfg.
func New(cfg Config) *Server {
	s := &Server{
		reg:     cfg.Registry,
		planner: cfg.Planner,
		exec:    cfg.Executor,
		maxBody: cfg.MaxBodyBytes,
		timeout: cfg.HandlerTimeout,
		mux:     http.NewServeMux(),
	}
	if s.planner == nil {
		s.planner = plan.New(cfg.Registry, plan.Options{})
	}
	if s.maxBody <= 0 {
		s.maxBody = DefaultMaxBodyBytes
	}
	if s.timeout <= 0 {
		s.timeout = DefaultHandlerTimeout
	}
	if cfg.Token != "" {
		s.hasToken = true
		s.tokenSum = sha256.Sum256([]byte(cfg.Token))
	}
	s.handle("POST /v1/plan", s.handlePlan)
	s.handle("POST /v1/retrieve", s.handleRetrieve)
	s.handle("POST /v1/execute", s.handleExecute)
	s.handle("POST /v1/aggregate", s.handleAggregate)
	s.handle("GET /v1/catalog", s.handleCatalog)
	s.handle("GET /v1/catalog/{tool}", s.handleGetTool)
	s.handle("PUT /v1/catalog/{tool}", s.authorized(s.handlePutTool))
	s.handle("DELETE /v1/catalog/{tool}", s.authorized(s.handleDeleteTool))
	s.handle("GET /healthz", s.handleHealth)
	s.mux.HandleFunc("GET /metrics", s.handleMetrics)
	return s
}

// handlerFunc is a JSON handler: it returns the status and value to write, or an error.
type handlerFunc func(w http.ResponseWriter, r *http.Request) (int, any, error)

func (s *Server) handle(pattern string, h handlerFunc) {
	s.mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), s.timeout)
		defer cancel()
		r = r.WithContext(ctx)
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, s.maxBody)
		}
		status, v, err := h(w, r)
		if err != nil {
			s.writeError(w, s.classify(ctx, err))
			return
		}
		writeJSON(w, status, v)
	})
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	sw := &statusWriter{ResponseWriter: w}
	s.mux.ServeHTTP(sw, r)
	if sw.status == 0 {
		sw.status = http.StatusOK
	}
	s.m.observeStatus(sw.status)
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// ListenAndServe listens on addr and serves until ctx is cancelled, then shuts down
// gracefully.
func (s *Server) ListenAndServe(ctx context.Context, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln)
}

// Serve serves on ln until ctx is cancelled, then stops accepting connections and
// waits (up to the handler timeout plus 5 s) for in-flight requests to finish. It
// returns nil after a graceful shutdown.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       s.timeout,
		WriteTimeout:      s.timeout + 5*time.Second,
		IdleTimeout:       2 * time.Minute,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), s.timeout+5*time.Second)
	defer cancel()
	err := hs.Shutdown(sctx)
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

func (s *Server) writeError(w http.ResponseWriter, e *apiError) {
	if e.Status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="schemarouter"`)
	}
	writeJSON(w, e.Status, map[string]*apiError{"error": e})
}

// classify maps any handler error to an API error.
func (s *Server) classify(ctx context.Context, err error) *apiError {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return errorf(http.StatusRequestEntityTooLarge, "request body larger than %d bytes", mbe.Limit)
	}
	if errors.Is(err, context.DeadlineExceeded) || (ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded)) {
		return errorf(http.StatusGatewayTimeout, "request timed out after %s: %v", s.timeout, err)
	}
	if errors.Is(err, context.Canceled) {
		return errorf(499, "request cancelled: %v", err)
	}
	return &apiError{Status: http.StatusInternalServerError, Message: err.Error()}
}

// readBody reads the (size-limited) request body.
func readBody(r *http.Request) ([]byte, error) {
	if r.Body == nil {
		return nil, errorf(http.StatusBadRequest, "empty request body")
	}
	data, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "request body larger than %d bytes", mbe.Limit)
		}
		return nil, errorf(http.StatusBadRequest, "reading the request body: %v", err)
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return nil, errorf(http.StatusBadRequest, "empty request body")
	}
	return data, nil
}

// planWith plans a request, records metrics, and maps planning errors.
func (s *Server) planWith(ctx context.Context, req plan.Request, available func(string, string) bool) (*plan.Plan, error) {
	start := time.Now()
	var p *plan.Plan
	var err error
	if available != nil {
		p, err = s.planner.PlanWith(ctx, req, available)
	} else {
		p, err = s.planner.Plan(ctx, req)
	}
	s.m.observePlan(time.Since(start))
	if err != nil {
		s.m.planErrors.Add(1)
		if ctx.Err() != nil {
			return nil, err
		}
		var pe *plan.PlanningError
		if errors.As(err, &pe) {
			return nil, &apiError{Status: http.StatusUnprocessableEntity, Message: err.Error()}
		}
		// A model the stages consult failed (the query analyzer, or a decision backend
		// under fallback=error): the request was fine, an upstream was not.
		var ae *analyze.Error
		var de *decide.Error
		if errors.As(err, &ae) || errors.As(err, &de) {
			return nil, &apiError{Status: http.StatusBadGateway, Message: err.Error()}
		}
		return nil, badInput(err)
	}
	s.m.plans.Add(1)
	for _, fr := range p.FallbackRoutes {
		if len(fr.Alternatives) > 0 {
			s.m.fallbacks.Add(1)
			break
		}
	}
	for _, c := range p.Calls {
		if c.Explanation != nil && c.Explanation.CandidateSelection != "" && c.Explanation.CandidateSelection != plan.SelectionDeterministic {
			s.m.decisions.Add(1)
			break
		}
	}
	return p, nil
}

func (s *Server) handlePlan(w http.ResponseWriter, r *http.Request) (int, any, error) {
	data, err := readBody(r)
	if err != nil {
		return 0, nil, err
	}
	obj, err := parseObject(data)
	if err != nil {
		return 0, nil, err
	}
	req, err := decodeRequest(obj, "")
	if err != nil {
		s.m.planErrors.Add(1)
		return 0, nil, err
	}
	p, err := s.planWith(r.Context(), req, nil)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, p, nil
}

func (s *Server) handleRetrieve(w http.ResponseWriter, r *http.Request) (int, any, error) {
	data, err := readBody(r)
	if err != nil {
		return 0, nil, err
	}
	var req plan.RetrieveRequest
	if err := decodeStrict(data, &req); err != nil {
		return 0, nil, err
	}
	res, err := s.planner.Retrieve(r.Context(), req)
	if err != nil {
		if r.Context().Err() != nil {
			return 0, nil, err
		}
		return 0, nil, badInput(err)
	}
	s.m.retrievals.Add(1)
	return http.StatusOK, res, nil
}

// executeResponse is the JSON of `schemarouter execute --json`.
type executeResponse struct {
	Plan *plan.Plan         `json:"plan"`
	Run  *execute.RunResult `json:"run"`
}

func (s *Server) handleExecute(w http.ResponseWriter, r *http.Request) (int, any, error) {
	if s.exec == nil {
		return 0, nil, errorf(http.StatusServiceUnavailable, "execution is not configured on this server")
	}
	data, err := readBody(r)
	if err != nil {
		return 0, nil, err
	}
	obj, err := parseObject(data)
	if err != nil {
		return 0, nil, err
	}
	var cfg execute.RunConfig
	for _, k := range sortedKeys(obj) {
		switch k {
		case "plan", "request":
		case "parallel_read_only":
			b, ok := obj[k].(bool)
			if !ok && obj[k] != nil {
				return 0, nil, &apiError{Status: http.StatusBadRequest, Message: "parallel_read_only: expected a boolean", Path: k}
			}
			cfg.ParallelReadOnly = b
		default:
			return 0, nil, &apiError{Status: http.StatusBadRequest, Message: k + ": unknown key", Path: k}
		}
	}
	rawPlan, hasPlan := obj["plan"]
	rawReq, hasReq := obj["request"]
	var p *plan.Plan
	switch {
	case hasPlan && hasReq:
		return 0, nil, errorf(http.StatusBadRequest, "give either plan or request, not both")
	case hasPlan:
		if p, err = decodePlan(rawPlan, "plan"); err != nil {
			return 0, nil, err
		}
	case hasReq:
		req, err := decodeRequest(rawReq, "request")
		if err != nil {
			s.m.planErrors.Add(1)
			return 0, nil, err
		}
		if p, err = s.planWith(r.Context(), req, s.exec.Available); err != nil {
			return 0, nil, err
		}
		if len(p.Calls) == 0 {
			return 0, nil, errorf(http.StatusUnprocessableEntity, "no executable route: %s", strings.Join(p.Warnings, "; "))
		}
		if !p.Executable() {
			for _, c := range p.Calls {
				if !c.Executable() {
					return 0, nil, errorf(http.StatusUnprocessableEntity, "the plan is not executable: %s needs %s", c.RouteID(), strings.Join(c.MissingRequiredArguments, ", "))
				}
			}
			return 0, nil, errorf(http.StatusUnprocessableEntity, "the plan is not executable")
		}
	default:
		return 0, nil, errorf(http.StatusBadRequest, "give a plan or a request")
	}
	run, err := s.exec.Execute(r.Context(), p, cfg)
	if err != nil {
		s.m.execError.Add(1)
		return 0, nil, executionError(r.Context(), err)
	}
	s.m.execOK.Add(1)
	return http.StatusOK, executeResponse{Plan: p, Run: run}, nil
}

// executionError maps executor errors to statuses: 403 policy and approval, 422 plan,
// argument and budget validation, 409 schema or binding drift, 502 upstream failures
// (including outputs that fail their contract), 504 timeouts.
func executionError(ctx context.Context, err error) error {
	msg := err.Error()
	var pv *execute.PolicyViolationError
	var ad *execute.ApprovalDeniedError
	var pve *execute.PlanValidationError
	var sve *execute.SchemaValidationError
	var be *execute.BudgetExceededError
	var ue *execute.UnavailableError
	var ee *execute.ExecutionError
	var nre *execute.NonRetryableError
	switch {
	case errors.As(err, &pv), errors.As(err, &ad):
		return &apiError{Status: http.StatusForbidden, Message: msg}
	case errors.Is(err, execute.ErrSchemaDrift), errors.Is(err, execute.ErrBindingDrift), errors.Is(err, execute.ErrUnbound):
		return &apiError{Status: http.StatusConflict, Message: msg}
	case errors.As(err, &sve):
		if sve.Subject == "arguments" {
			return &apiError{Status: http.StatusUnprocessableEntity, Message: msg, Path: sve.Path}
		}
		return &apiError{Status: http.StatusBadGateway, Message: msg}
	case errors.As(err, &pve), errors.As(err, &be):
		return &apiError{Status: http.StatusUnprocessableEntity, Message: msg}
	case ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded):
		return &apiError{Status: http.StatusGatewayTimeout, Message: msg}
	case errors.As(err, &ue), errors.As(err, &ee), errors.As(err, &nre), errors.Is(err, execute.ErrIndeterminate):
		return &apiError{Status: http.StatusBadGateway, Message: msg}
	}
	return &apiError{Status: http.StatusInternalServerError, Message: msg}
}

func (s *Server) handleAggregate(w http.ResponseWriter, r *http.Request) (int, any, error) {
	opts := aggregate.Options{}
	for _, m := range r.URL.Query()["field_mode"] {
		field, mode, ok := strings.Cut(m, "=")
		if !ok || field == "" {
			return 0, nil, &apiError{Status: http.StatusBadRequest, Message: "field_mode " + strconv.Quote(m) + ": want FIELD=MODE", Path: "field_mode"}
		}
		if mode != string(aggregate.ModeDeduplicate) && mode != string(aggregate.ModePreserveObservations) {
			return 0, nil, &apiError{Status: http.StatusBadRequest, Message: "field_mode " + strconv.Quote(m) + ": mode must be deduplicate or preserve_observations", Path: "field_mode"}
		}
		if opts.FieldModes == nil {
			opts.FieldModes = map[string]aggregate.Mode{}
		}
		if _, dup := opts.FieldModes[field]; dup {
			return 0, nil, &apiError{Status: http.StatusBadRequest, Message: "field_mode: " + field + " given twice", Path: "field_mode"}
		}
		opts.FieldModes[field] = aggregate.Mode(mode)
	}
	data, err := readBody(r)
	if err != nil {
		return 0, nil, err
	}
	records, err := aggregate.DecodeRecords(data)
	if err != nil {
		return 0, nil, badInput(err)
	}
	entities, err := aggregate.Aggregate(records, opts)
	if err != nil {
		return 0, nil, &apiError{Status: http.StatusUnprocessableEntity, Message: err.Error(), Path: errorPath(err)}
	}
	s.m.aggregations.Add(1)
	return http.StatusOK, entities, nil
}

func (s *Server) handleCatalog(w http.ResponseWriter, r *http.Request) (int, any, error) {
	snap := s.reg.Snapshot()
	w.Header().Set("X-Registry-Version", strconv.FormatInt(snap.Version(), 10))
	return http.StatusOK, catalog.Catalog{Tools: snap.Tools()}, nil
}

func (s *Server) handleGetTool(w http.ResponseWriter, r *http.Request) (int, any, error) {
	key := r.PathValue("tool")
	snap := s.reg.Snapshot()
	e, ok := snap.Entry(key)
	if !ok {
		return 0, nil, errorf(http.StatusNotFound, "no tool %q in the catalog", key)
	}
	w.Header().Set("X-Registry-Version", strconv.FormatInt(snap.Version(), 10))
	w.Header().Set("X-Tool-Fingerprint", e.Fingerprint())
	return http.StatusOK, e.Tool(), nil
}

// WriteResult is the response of PUT and DELETE /v1/catalog/{tool}.
type WriteResult struct {
	Key             string `json:"key"`
	RegistryVersion int64  `json:"registry_version"`
	// Fingerprint is the registered tool's fingerprint (PUT only).
	Fingerprint string `json:"fingerprint,omitempty"`
	// Created is true when PUT added a new tool rather than replacing one.
	Created bool `json:"created,omitempty"`
}

func (s *Server) handlePutTool(w http.ResponseWriter, r *http.Request) (int, any, error) {
	key := r.PathValue("tool")
	data, err := readBody(r)
	if err != nil {
		return 0, nil, err
	}
	var tool catalog.ToolSpec
	if err := decodeStrict(data, &tool); err != nil {
		return 0, nil, err
	}
	if got := tool.Key(); got != key {
		return 0, nil, &apiError{Status: http.StatusBadRequest, Message: "name: the tool's key " + strconv.Quote(got) + " does not match the path's " + strconv.Quote(key), Path: "name"}
	}
	if err := tool.Validate(); err != nil {
		return 0, nil, badInput(err)
	}
	if err := r.Context().Err(); err != nil {
		return 0, nil, err
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	_, existed := s.reg.Snapshot().Entry(key)
	if _, err := s.reg.Register(tool, true); err != nil {
		return 0, nil, badInput(err)
	}
	s.m.catalogWrites.Add(1)
	if existed && s.exec != nil {
		// An authenticated replacement keeps the tool executable while its transport
		// identity (base URL, remote flag) is unchanged; otherwise it stays stale (409).
		s.exec.Restamp(key)
	}
	snap := s.reg.Snapshot()
	res := WriteResult{Key: key, RegistryVersion: snap.Version(), Created: !existed}
	if e, ok := snap.Entry(key); ok {
		res.Fingerprint = e.Fingerprint()
	}
	status := http.StatusOK
	if !existed {
		status = http.StatusCreated
	}
	return status, res, nil
}

func (s *Server) handleDeleteTool(w http.ResponseWriter, r *http.Request) (int, any, error) {
	key := r.PathValue("tool")
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	if err := s.reg.Unregister(key); err != nil {
		if errors.Is(err, catalog.ErrNotFound) {
			return 0, nil, errorf(http.StatusNotFound, "no tool %q in the catalog", key)
		}
		return 0, nil, badInput(err)
	}
	s.m.catalogWrites.Add(1)
	return http.StatusOK, WriteResult{Key: key, RegistryVersion: s.reg.Snapshot().Version()}, nil
}

// authorized guards a write route with the bearer token, compared in constant time.
func (s *Server) authorized(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (int, any, error) {
		if !s.hasToken {
			return 0, nil, errorf(http.StatusForbidden, "catalog writes are disabled: the server has no token")
		}
		auth := r.Header.Get("Authorization")
		scheme, tok, ok := strings.Cut(auth, " ")
		if auth == "" || !ok || !strings.EqualFold(scheme, "Bearer") {
			return 0, nil, errorf(http.StatusUnauthorized, "missing bearer token")
		}
		sum := sha256.Sum256([]byte(strings.TrimSpace(tok)))
		if subtle.ConstantTimeCompare(sum[:], s.tokenSum[:]) != 1 {
			return 0, nil, errorf(http.StatusForbidden, "invalid bearer token")
		}
		return h(w, r)
	}
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) (int, any, error) {
	return http.StatusOK, map[string]any{"status": "ok", "registry_version": s.reg.Snapshot().Version()}, nil
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	s.m.write(w)
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
