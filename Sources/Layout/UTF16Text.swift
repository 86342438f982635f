/// Text made from UTF-16 code units, as `String(decoding: units, as: UTF16.self)` makes it
/// (each unpaired surrogate becomes U+FFFD), transcoded here to UTF-8 first: the standard
/// library's UTF-16 path runs unspecialized, about 7,000 instructions for a word of page40,
/// which has 781 runs.
///
///     let word = UTF16Text.string(Array("שלום".utf16)[...])   // "שלום"
package enum UTF16Text {
    package static func string(_ units: ArraySlice<UInt16>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count * 3)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): bytes.append(contentsOf: UTF8.encode(scalar)!)
            case .error: bytes.append(contentsOf: UTF8.encode("\u{FFFD}")!)
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}
