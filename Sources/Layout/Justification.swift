/// How a justified line fills its width.
///
///     paragraph.layout(width: 400, alignment: .justify, page: .rightToLeft, justification: .kashida)
public enum Justification: String, Sendable, CaseIterable {
    /// Inter-word spaces stretch.
    case spaces
    /// Arabic words stretch with tatweel (kashida) where a typographer would put it
    /// (`KashidaOpportunity`); spaces take what is left, and the words of other scripts.
    case kashida
}
