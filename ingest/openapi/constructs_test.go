package openapi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/schemarouter/schemarouter/catalog"
	"github.com/schemarouter/schemarouter/execute"
	"github.com/schemarouter/schemarouter/execute/httpinvoker"
)

const constructsDoc = `
openapi: 3.0.3
info: {title: Constructs, version: "1"}
paths:
  /things/{id}:
    put:
      operationId: putThing
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
        - {name: id, in: query, schema: {type: integer}}
        - {name: id, in: header, schema: {type: string}}
        - {name: session, in: cookie, required: true, schema: {type: string}}
        - {name: Authorization, in: header, schema: {type: string}}
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [id, name]
              properties:
                id: {type: string}
                name: {type: string}
                created: {type: string, readOnly: true}
      responses:
        '200':
          description: ok
          content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}
  /things:
    post:
      operationId: bulk
      requestBody:
        content:
          application/json:
            schema: {type: array, items: {type: string}}
      responses: {'204': {description: ok}}
  /upload:
    post:
      operationId: upload
      requestBody: {required: true, content: {multipart/form-data: {schema: {type: object}}}}
      responses: {'204': {description: ok}}
  /matrix/{id}:
    get:
      parameters: [{name: id, in: path, required: true, style: matrix, schema: {type: string}}]
      responses: {'204': {description: ok}}
  /audio:
    get:
      operationId: audio
      responses: {'200': {description: ok, content: {audio/mpeg: {schema: {type: string, format: binary}}}}}
  /shapes:
    get:
      operationId: getShape
      parameters:
        - name: size
          in: query
          schema: {type: integer, minimum: 0, exclusiveMinimum: true, nullable: true}
        - name: code
          in: query
          schema: {type: string, pattern: '^(?!x)[a-z]+$', x-internal: true, example: abc}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                oneOf:
                  - {type: object, properties: {id: {type: string}, radius: {type: number}}}
                  - {type: object, properties: {id: {type: string}, side: {type: number}, secret: {type: string, writeOnly: true}}}
`

func TestParameterAndBodyConstructs(t *testing.T) {
	res, err := Parse([]byte(constructsDoc), "constructs.yaml", Options{BaseURL: "http://127.0.0.1:1/api"})
	if err != nil {
		t.Fatal(err)
	}
	checkUsable(t, res)
	if res.Report.Operations != 6 || res.Report.Endpoints != 3 {
		t.Fatalf("operations %d endpoints %d: %+v", res.Report.Operations, res.Report.Endpoints, res.Report.Items)
	}
	put, _ := res.Tool.Endpoint("putThing")
	var got []string
	for _, p := range put.Parameters {
		got = append(got, string(p.Location)+":"+p.Name+"="+p.EffectiveWireName())
	}
	want := []string{"path:path__id=id", "query:query__id=id", "header:header__id=id", "body:body__id=id", "body:name=name"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("parameters %q, want %q", got, want)
	}
	bulk, _ := res.Tool.Endpoint("bulk")
	if len(bulk.Parameters) != 1 || bulk.Parameters[0].Location != catalog.LocationBodyRoot || bulk.Parameters[0].Name != "body" {
		t.Fatalf("bulk: %+v", bulk.Parameters)
	}
	shape, _ := res.Tool.Endpoint("getShape")
	size, _ := shape.Parameter("size")
	if want := map[string]any{"type": []any{"integer", "null"}, "exclusiveMinimum": 0.0}; !reflect.DeepEqual(size.JSONSchema, want) {
		t.Errorf("3.0 nullable/exclusiveMinimum: %v, want %v", size.JSONSchema, want)
	}
	code, _ := shape.Parameter("code")
	if want := map[string]any{"type": "string"}; !reflect.DeepEqual(code.JSONSchema, want) {
		t.Errorf("code: %v, want %v (the lookahead pattern dropped)", code.JSONSchema, want)
	}
	var fields []string
	for _, f := range shape.OutputFields {
		fields = append(fields, f.Name)
	}
	if want := []string{"id", "radius", "side"}; !reflect.DeepEqual(fields, want) {
		t.Errorf("variant fields %q, want %q", fields, want)
	}

	wantItems := map[string]string{
		"/paths/~1things~1{id}/put/parameters/3":                             "cookie parameter \"session\" is not sent",
		"/paths/~1things~1{id}/put/parameters/4":                             "ignored, as OpenAPI specifies",
		"/paths/~1upload/post/requestBody":                                   "offered only as multipart/form-data",
		"/paths/~1matrix~1{id}/get/parameters/0":                             "style \"matrix\"",
		"/paths/~1audio/get/responses":                                       "are not JSON",
		"/paths/~1shapes/get/parameters/1/schema/pattern":                    "is not RE2 syntax",
		"/paths/~1shapes/get/responses/200/content/application~1json/schema": "optional output fields: radius, side",
	}
	for ptr, msg := range wantItems {
		found := false
		for _, it := range res.Report.Items {
			found = found || (it.Pointer == ptr && strings.Contains(it.Message, msg))
		}
		if !found {
			t.Errorf("no report item at %s saying %q", ptr, msg)
		}
	}

	// The HTTP transport maps the logical names back to the wire.
	var seen struct {
		method, uri, header string
		body                []byte
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen.method, seen.uri, seen.header = r.Method, r.URL.RequestURI(), r.Header.Get("Id")
		seen.body, _ = io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id": "t1"}`)
	}))
	defer srv.Close()
	inv, err := httpinvoker.New(srv.URL + "/api")
	if err != nil {
		t.Fatal(err)
	}
	args := map[string]any{"path__id": "t1", "query__id": 5, "header__id": "h", "body__id": "b", "name": "n"}
	if _, err := inv.Invoke(context.Background(), &execute.Invocation{Endpoint: put, Arguments: args}); err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	json.Unmarshal(seen.body, &body)
	if seen.method != "PUT" || seen.uri != "/api/things/t1?id=5" || seen.header != "h" || !reflect.DeepEqual(body, map[string]any{"id": "b", "name": "n"}) {
		t.Fatalf("request %s %s id=%s body %s", seen.method, seen.uri, seen.header, seen.body)
	}
	if _, err := inv.Invoke(context.Background(), &execute.Invocation{Endpoint: bulk, Arguments: map[string]any{"body": []any{"a", "b"}}}); err != nil {
		t.Fatal(err)
	}
	if string(seen.body) != `["a","b"]` {
		t.Fatalf("body_root sent %s", seen.body)
	}
}

func TestOpenAPI31Notes(t *testing.T) {
	doc := `{
  "openapi": "3.1.0",
  "info": {"title": "Notes", "version": "1"},
  "paths": {"/n": {"get": {"operationId": "getNote", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {
    "type": "object",
    "properties": {
      "id": {"type": "string"},
      "text": {"type": "string", "nullable": true},
      "count": {"type": "integer", "max_items": 3},
      "ref": {"$ref": "#/components/schemas/Ref", "description": "a reference with a sibling"}
    }}}}}}}}},
  "components": {"schemas": {"Ref": {"type": "object", "properties": {"target": {"type": "string"}}}}}
}`
	res, err := Parse([]byte(doc), "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkUsable(t, res)
	props := res.Tool.Endpoints[0].OutputSchema["properties"].(map[string]any)
	if want := map[string]any{"type": []any{"string", "null"}}; !reflect.DeepEqual(props["text"], want) {
		t.Errorf("text: %v", props["text"])
	}
	if ref := props["ref"].(map[string]any); ref["description"] != "a reference with a sibling" || ref["type"] != "object" {
		t.Errorf("ref with sibling: %v", ref)
	}
	kinds := map[string]bool{}
	for _, it := range res.Report.Items {
		kinds[it.Pointer+" "+it.Kind] = true
	}
	for _, want := range []string{
		"/paths/~1n/get/responses/200/content/application~1json/schema/properties/text/nullable approximated",
		"/paths/~1n/get/responses/200/content/application~1json/schema/properties/count/max_items skipped",
		"/servers skipped",
	} {
		if !kinds[want] {
			t.Errorf("no report item %q in %+v", want, res.Report.Items)
		}
	}
}
