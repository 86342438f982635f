extension Bidi {
    /// L4: the Bidi_Mirroring_Glyph of `scalar` (BidiMirroring.txt), the character to display
    /// instead of it when its resolved level is odd; `nil` when it has none. Some Bidi_Mirrored
    /// characters, such as U+2211 N-ARY SUMMATION, have no mirror character and need a mirrored
    /// glyph from the font instead.
    ///
    /// ```swift
    /// Bidi.mirrored("(")   // ")"
    /// Bidi.mirrored("a")   // nil
    /// ```
    public static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let entries = BidiMirroringTable.entries
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) >> 1
            let (codePoint, mirror) = entries[mid]
            if codePoint == scalar.value {
                return Unicode.Scalar(mirror)
            }
            if codePoint < scalar.value {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return nil
    }
}
