import Foundation

/// What a PDF says about itself: its title, language, the program that made it and when.
///
///     let metadata = PDFMetadata(title: "נוסחאות ופונקציות", language: "he", creator: "Galley 0.9",
///                                creationDate: Date(timeIntervalSince1970: 1_700_000_000))
public struct PDFMetadata: Sendable, Equatable {
    /// The document's title (/Title); nil leaves it out.
    public var title: String?
    /// The BCP 47 language of the document's text (the catalog's /Lang); nil leaves it out.
    public var language: String?
    /// The program that made the document (/Creator); nil leaves it out.
    public var creator: String?
    /// When the document was made (/CreationDate and /ModDate); nil: now. A fixed date (from
    /// SOURCE_DATE_EPOCH) makes two runs byte-identical.
    public var creationDate: Date?

    /// Creates metadata; everything nil by default.
    public init(title: String? = nil, language: String? = nil, creator: String? = nil, creationDate: Date? = nil) {
        self.title = title
        self.language = language
        self.creator = creator
        self.creationDate = creationDate
    }

    /// `date` as Cairo's metadata wants it: ISO 8601 in UTC, "2023-11-14T22:13:20Z".
    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

extension PDFMetadata {
    /// `date` as a PDF date string (PDF 32000-1, 7.9.4) in UTC: "D:20231114221320Z".
    static func pdfDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "D:\(c.year ?? 1970)\(two(c.month))\(two(c.day))\(two(c.hour))\(two(c.minute))\(two(c.second))Z"
    }
}
