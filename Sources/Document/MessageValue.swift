import Foundation
import Yams

/// A value a placeholder writes: a number, a string, a date or a list of strings.
///
/// Read from YAML (front matter `values:`, `values.yaml`, `--set name=value`) by the YAML type
/// of the scalar: `250` and `0.42` are numbers, `2026-11-20` is a date, `[Pages, Numbers]` is a
/// list, anything else (and anything quoted) is a string. A string that reads as an ISO 8601
/// date (`"2026-11-20"`, `"2026-11-20T10:00:00Z"`) is also accepted where a date is expected.
///
/// ```swift
/// MessageValue.number(0.42)
/// MessageValue.list(["Pages", "Numbers", "Keynote"])
/// ```
public enum MessageValue: Hashable, Sendable {
    /// A number: `{n, number}`, `{n, plural, …}`.
    case number(Double)
    /// A string: `{platform, select, …}`, `{name}`.
    case string(String)
    /// A date: `{released, date, long}`.
    case date(Date)
    /// Strings to join the locale's way: `{apps, list}`.
    case list([String])

    /// The value of a YAML node, or nil when it is a mapping, null, a boolean or a list of
    /// something other than scalars.
    init?(yaml node: Node) {
        switch node {
        case let .scalar(scalar):
            switch node.tag {
            case Tag(.int), Tag(.float):
                guard let number = Double.construct(from: scalar) else { return nil }
                self = .number(number)
            case Tag(.timestamp):
                guard Self.isCalendarDay(scalar.string), let date = Date.construct(from: scalar) else { return nil }
                self = .date(date)
            case Tag(.str):
                self = .string(scalar.string)
            default:
                return nil
            }
        case let .sequence(sequence):
            let items = sequence.map(\.scalar?.string)
            guard items.allSatisfy({ $0 != nil }) else { return nil }
            self = .list(items.compactMap { $0 })
        default:
            return nil
        }
    }

    /// The date a string value names in ISO 8601 (`2026-11-20`, `2026-11-20T10:00:00Z`), or nil.
    var isoDate: Date? {
        guard case let .string(text) = self else { return nil }
        let day = Date.ISO8601FormatStyle().year().month().day()
        guard Self.isCalendarDay(text) else { return nil }
        return (try? Date(text, strategy: day)) ?? (try? Date(text, strategy: .iso8601))
    }

    /// Whether the `YYYY-MM-DD` that `text` starts with is a day of the Gregorian calendar:
    /// YAML and ISO 8601 readers roll `2026-02-30` over to March 2 without a word. Text that
    /// does not start with a date is not judged here (true).
    static func isCalendarDay(_ text: String) -> Bool {
        let digits = Array(text.utf8.prefix(10))
        guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
              let year = Int(String(decoding: digits[0..<4], as: UTF8.self)),
              let month = Int(String(decoding: digits[5..<7], as: UTF8.self)),
              let day = Int(String(decoding: digits[8..<10], as: UTF8.self)) else { return true }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...12).contains(month) && (1...lengths[month - 1]).contains(day)
    }

    /// Why the YAML `node` is not a value when it is a date (unquoted) that is not in the calendar; else nil.
    static func calendarProblem(_ node: Node) -> String? {
        guard node.tag == Tag(.timestamp), let text = node.scalar?.string, !isCalendarDay(text) else { return nil }
        return "\(text.prefix(10)) is not a day of the calendar"
    }

    /// What the value is, for error messages: "the number 3", "the string 'fast'".
    var summary: String {
        switch self {
        case let .number(number): "the number \(number.formatted(.number.grouping(.never).locale(Locale(identifier: "en_US_POSIX"))))"
        case let .string(text): "the string '\(text)'"
        case let .date(date): "the date \(date.formatted(.iso8601.year().month().day()))"
        case let .list(items): "a list of \(items.count)"
        }
    }
}
