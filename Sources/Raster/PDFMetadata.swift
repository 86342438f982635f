import Foundation

/// What a PDF says about itself: its title, subject, language, the program that made it and when.
///
///     let metadata = PDFMetadata(title: "נוסחאות ופונקציות", language: "he", creator: "Galley 0.9",
///                                creationDate: Date(timeIntervalSince1970: 1_700_000_000))
public struct PDFMetadata: Sendable, Equatable {
    /// The document's title (/Title); nil leaves it out.
    public var title: String?
    /// What the document is about (/Subject), the page's front matter `description`; nil leaves it out.
    public var subject: String?
    /// The BCP 47 language of the document's text (the catalog's /Lang); nil leaves it out.
    public var language: String?
    /// The program that made the document (/Creator); nil leaves it out.
    public var creator: String?
    /// When the document was made (/CreationDate and /ModDate); nil: now. A fixed date (from
    /// SOURCE_DATE_EPOCH) makes two runs byte-identical.
    public var creationDate: Date?

    /// Creates metadata; everything nil by default.
    public init(title: String? = nil, subject: String? = nil, language: String? = nil, creator: String? = nil,
                creationDate: Date? = nil) {
        self.title = title
        self.subject = subject
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
    /// The UTC calendar fields of `date`, from days since 1970 by the proleptic Gregorian
    /// calendar (Howard Hinnant's civil_from_days), without Foundation's calendar machinery.
    static func utcFields(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        let time = seconds - days * 86400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day, time / 3600, time / 60 % 60, time % 60)
    }

    /// `date` as a PDF date string (PDF 32000-1, 7.9.4) in UTC: "D:20231114221320Z".
    static func pdfDate(_ date: Date) -> String {
        let f = utcFields(date)
        return "D:" + four(f.year) + two(f.month) + two(f.day) + two(f.hour) + two(f.minute) + two(f.second) + "Z"
    }

    /// `date` as XMP wants it (ISO 8601 in UTC): "2023-11-14T22:13:20Z".
    static func xmpDate(_ date: Date) -> String {
        let f = utcFields(date)
        return four(f.year) + "-" + two(f.month) + "-" + two(f.day) + "T" + two(f.hour) + ":" + two(f.minute) + ":" + two(f.second) + "Z"
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private static func four(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
}
