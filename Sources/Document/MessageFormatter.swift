import CMessageFormat
import Foundation
import LocaleRules

/// Formats one placeholder with ICU MessageFormat (CLDR 42 data in ICU 72) in a page's
/// language: the locale's digits (`ar-SA` Arabic-Indic, `ar-SA-u-nu-latn` Latin), signs,
/// plural rules, date patterns and list patterns. Nothing here formats by hand.
///
/// ```swift
/// let formatter = MessageFormatter(language: try LanguageTag("ar-SA"))
/// try formatter.format("{p, number, percent}", values: MessageValues(["p": .number(0.42)])).get()
/// // "٤٢٪؜"
/// ```
struct MessageFormatter {
    /// Why a placeholder was not formatted; `offset` is in Unicode scalars from its `{`.
    struct Failure: Error {
        var offset: Int
        var problem: String
        /// Whether ICU could not read the placeholder at all (its syntax, or a type it does not
        /// know), rather than read it and found its value missing or of the wrong kind.
        var isUnreadable = false
    }

    let language: LanguageTag

    /// `pattern` formatted with `values`. A list value is joined the locale's way, each item
    /// first-strong isolated so a Latin name cannot turn a Hebrew list around.
    func format(_ pattern: String, values: MessageValues) -> Result<String, Failure> {
        let names = Self.names(in: pattern, of: values)
        let texts: [[UInt16]] = names.map { name in
            switch values.values[name]! {
            case let .string(text): Array(text.utf16)
            case let .list(items): Array(joined(items.map(MessagePlaceholder.isolated)).utf16)
            case .number, .date: []
            }
        }
        let patternUnits = Array(pattern.utf16)
        var failure = galley_message_error()
        let result: String? = names.withCStrings { namePointers in
            texts.withBufferPointers { textPointers in
                let arguments = names.indices.map { index in
                    let value = values.values[names[index]]!
                    var argument = galley_message_argument(name: namePointers[index], kind: GALLEY_VALUE_STRING, number: 0,
                                                           text: textPointers[index], textLength: Int32(texts[index].count), isDate: 0)
                    switch value {
                    case let .number(number):
                        argument.kind = GALLEY_VALUE_NUMBER
                        argument.number = number
                    case let .date(date):
                        argument.kind = GALLEY_VALUE_DATE
                        argument.number = date.timeIntervalSince1970 * 1000
                    case .list:
                        argument.kind = GALLEY_VALUE_LIST
                    case .string:
                        if let date = value.isoDate {
                            argument.isDate = 1
                            argument.number = date.timeIntervalSince1970 * 1000
                        }
                    }
                    return argument
                }
                return utf16String { buffer, capacity in
                    galley_message_format(language.identifier, patternUnits, Int32(patternUnits.count), arguments,
                                          Int32(arguments.count), buffer, capacity, &failure)
                }
            }
        }
        if let result { return .success(result) }
        return .failure(describe(failure, in: patternUnits, values: values))
    }

    /// The names of `values` that `pattern` may use, sorted: each run of ASCII letters, digits
    /// and `_` in it that names a value (a value's name is such a run, see
    /// ``MessageValues/isName(_:)``). Only these go to ICU, so a placeholder takes time in its
    /// own length, not in the number of values a page has.
    static func names(in pattern: String, of values: MessageValues) -> [String] {
        var names: Set<String> = []
        var word = String.UnicodeScalarView()
        for scalar in pattern.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                word.append(scalar)
                continue
            }
            if !word.isEmpty, values.values[String(word)] != nil { names.insert(String(word)) }
            word = String.UnicodeScalarView()
        }
        if !word.isEmpty, values.values[String(word)] != nil { names.insert(String(word)) }
        return names.sorted()
    }

    /// `items` joined as the language joins "A, B and C".
    func joined(_ items: [String]) -> String {
        let units = items.map { Array($0.utf16) }
        return units.withBufferPointers { pointers in
            utf16String { buffer, capacity in
                galley_list_format(language.identifier, pointers, units.map { Int32($0.count) }, Int32(units.count), buffer, capacity)
            }
        } ?? items.joined(separator: ", ")
    }

    /// The failure ICU reported, told in words, with its offset in scalars.
    private func describe(_ error: galley_message_error, in pattern: [UInt16], values: MessageValues) -> Failure {
        let argument = withUnsafeBytes(of: error.argument) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let scalarOffset = String(decoding: pattern.prefix(max(0, Int(error.offset))), as: UTF16.self).unicodeScalars.count
        let icuError = withUnsafeBytes(of: error.icuError) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let problem: String
        var isUnreadable = false
        switch error.status {
        case GALLEY_MESSAGE_SYNTAX:
            problem = "this placeholder is not ICU MessageFormat syntax (\(icuError))"
            isUnreadable = true
        case GALLEY_MESSAGE_UNKNOWN_TYPE:
            problem = "unknown placeholder type; use number, date, time, spellout, ordinal, duration, list, plural, select or selectordinal"
            isUnreadable = true
        case GALLEY_MESSAGE_MISSING_VALUE:
            problem = "no value for '\(argument)'; give it in the front matter 'values:', in values.yaml beside the page, or with --set \(argument)=…"
        case GALLEY_MESSAGE_WRONG_TYPE:
            let expected = switch error.expected {
            case GALLEY_VALUE_NUMBER: "a number"
            case GALLEY_VALUE_DATE: "a date"
            case GALLEY_VALUE_LIST: "a list"
            default: "a string"
            }
            let given = values.values[argument].map(\.summary) ?? "nothing"
            problem = "'\(argument)' must be \(expected) here, but it is \(given)"
        default:
            problem = "ICU cannot format this placeholder (\(icuError))"
        }
        return Failure(offset: scalarOffset, problem: problem, isUnreadable: isUnreadable)
    }
}

/// Calls `body` with a buffer and its capacity until the UTF-16 length it returns fits; nil when it returns -1.
private func utf16String(_ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> String? {
    var capacity: Int32 = 256
    while true {
        var buffer = [UInt16](repeating: 0, count: Int(capacity))
        let length = body(&buffer, capacity)
        if length < 0 { return nil }
        if length <= capacity { return String(decoding: buffer.prefix(Int(length)), as: UTF16.self) }
        capacity = length
    }
}

extension Array where Element == String {
    /// Calls `body` with a C string for each element, alive for the call.
    fileprivate func withCStrings<R>(_ body: ([UnsafePointer<CChar>]) -> R) -> R {
        let copies = map { strdup($0)! }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) })
    }
}

extension Array where Element == [UInt16] {
    /// Calls `body` with a pointer to each element's storage, alive for the call.
    fileprivate func withBufferPointers<R>(_ body: ([UnsafePointer<UInt16>?]) -> R) -> R {
        let copies = map { units -> UnsafeMutablePointer<UInt16> in
            let copy = UnsafeMutablePointer<UInt16>.allocate(capacity: Swift.max(1, units.count))
            copy.initialize(from: units, count: units.count)
            return copy
        }
        defer { copies.forEach { $0.deallocate() } }
        return body(copies.map { UnsafePointer($0) })
    }
}
