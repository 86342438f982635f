/// Text made from UTF-16 code units, as `String(decoding: units, as: UTF16.self)` makes it
/// (each unpaired surrogate becomes U+FFFD), encoded here as UTF-8 straight into the string's
/// storage: the standard library's UTF-16 path runs unspecialized, about 7,000 instructions
/// for a word of page40, which has 781 runs.
///
///     let word = UTF16Text.string(Array("שלום".utf16)[...])   // "שלום"
package enum UTF16Text {
    package static func string(_ units: ArraySlice<UInt16>) -> String {
        // Each unit makes at most three bytes (a surrogate pair makes four from two).
        String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var count = 0
            func put(_ byte: UInt32) {
                bytes[count] = UInt8(truncatingIfNeeded: byte)
                count += 1
            }
            var n = units.startIndex
            while n < units.endIndex {
                var scalar = UInt32(units[n])
                n += 1
                if UTF16.isLeadSurrogate(UInt16(scalar)), n < units.endIndex, UTF16.isTrailSurrogate(units[n]) {
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (UInt32(units[n]) - 0xDC00)
                    n += 1
                } else if scalar & 0xF800 == 0xD800 {
                    scalar = 0xFFFD
                }
                switch scalar {
                case ..<0x80: put(scalar)
                case ..<0x800: put(0xC0 | scalar >> 6); put(0x80 | scalar & 0x3F)
                case ..<0x10000: put(0xE0 | scalar >> 12); put(0x80 | scalar >> 6 & 0x3F); put(0x80 | scalar & 0x3F)
                default: put(0xF0 | scalar >> 18); put(0x80 | scalar >> 12 & 0x3F); put(0x80 | scalar >> 6 & 0x3F); put(0x80 | scalar & 0x3F)
                }
            }
            return count
        }
    }
}
