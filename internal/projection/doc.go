// Package projection implements the executor's local projection and unit
// normalization (CORE.md §3.4 steps 8 and 9, AGGREGATION.md §4.2): pure functions
// over decoded JSON values (map[string]any, []any, string, float64, json.Number,
// bool, nil) and the field contracts of package catalog.
//
// Project:
//
//   - A raw object is one record. A raw array is a list of records projected
//     element by element (an element that is not an object is kept, deep-copied,
//     at its position). Any other raw value passes through unchanged.
//   - For each field, its source path (FieldSpec.ProjectionPath) is walked through
//     objects only; a missing key or a non-object on the way means the field is
//     absent from that record and is skipped. The value found is deep-copied to
//     the field's result path (FieldSpec.ResultProjectionPath), creating objects on
//     the way. Meeting a non-object where the result path needs an object is a
//     collision: an *Error.
//   - "*" steps into every element of an array and keeps alignment: the result
//     path has "*" at the same positions (an *Error otherwise), and the output
//     array has one element per source element, in order. An element that lacks
//     the field (missing key, not an object, or not an array where a nested "*"
//     expects one) becomes an empty object at its position, so the elements of
//     fields sharing an array stay aligned. A source value that is not an array
//     where "*" expects one means the field is absent. When two fields write into
//     the same result array, it is as long as the longer source array (positions
//     only one source has are empty objects for the other field).
//   - Fields are written in order of result-path length (shortest first, stable),
//     so a field written into a result array of another field (allowed by the
//     catalog when the longer result path has a wildcard) lands inside that array
//     whatever the order of the fields given; at the same depth the later field
//     overwrites. The input is never mutated and the output never shares
//     containers with it.
//
// Lookup and Values return what is present at a result path of a projected value
// (per record for an array of records, per element at "*"), in document order.
//
// Normalize applies canonical = source × scale + offset at a field's result path:
// to numbers (float64, json.Number, Go integers and floats) and to arrays, nested
// to any depth, of numbers. Anything else there — booleans, strings (even "130"),
// null, objects — is an *Error naming the field and the concrete path, as is a
// non-finite result. Every converted number is a float64; the multiplication is
// rounded before the offset is added (never fused), so results are the same on
// every platform. A field without a normalization leaves the value unchanged;
// otherwise the result is a new value and the input is not mutated.
package projection
