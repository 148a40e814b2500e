// Package aggregate owns evidence aggregation across providers (AGGREGATION.md §1–§2,
// with the Go fixes of DECISIONS-GO.md "Aggregation"): the SourceRecord input model
// and its validation, per-type identifier normalization, canonical identity,
// conflict-aware grouping of records into canonical entities, the two merge modes
// with their agreement rule, and the mapping from an execute.Result to SourceRecords.
//
// It decides only which records describe the same entity (from trusted identifiers)
// and whether their observations agree. It never picks a "true" value among
// conflicting observations: every observation is kept, with its provider, unit,
// qualifiers and provenance, and conflicts show as Agreement == false.
//
// Deliberate differences from the reference implementation:
//
//   - Value equality is JSON equality: numbers compare by value (1 == 1.0, exactly, as
//     decimals), objects ignore key order, arrays keep order, null equals only null.
//   - Identifier normalization is per type (see NormalizeIdentifier): DOI, PMID, PMCID,
//     arXiv, InChIKey and CID get type-aware rules; InChI and SMILES are compared
//     exactly (case carries chemical meaning); every other type is trimmed and
//     case-folded. The raw value is kept in CanonicalEntity.Identifiers.
//   - canonical_key is unique across the output of one Aggregate call. An unresolved
//     entity's key is CanonicalIdentity of its (single) record, fields included. When
//     several entities would still share a key (a split conflicting group, or
//     identical unresolved records), the first keeps the bare key and later ones get
//     "#2", "#3", ... in output order, skipping any suffixed form that is itself
//     another entity's key.
//   - Go maps have no insertion order, so wherever the reference walks a record's
//     identifiers or fields "in insertion order" this package walks them in ascending
//     key order (byte order). Records, entities, providers and observations keep
//     input order.
//
// The package must not import plan; it reads results through execute and contracts
// through catalog.
package aggregate
