/// Where a stretch of an ``InlineRun``'s text begins in the source: the scalar `offset` in the
/// run's text, and the file `line` and `column` (from 1, in Unicode scalars) of that scalar.
struct SourceAnchor: Sendable {
    var offset: Int
    var line: Int
    var column: Int
}
