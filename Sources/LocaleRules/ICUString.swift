/// Calls an ICU wrapper of CLocaleICU that writes a NUL-terminated string into a buffer and
/// returns its length (-1 on error), and returns the string; nil on error.
func icuString(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: 160)
    let length = body(&buffer, Int32(buffer.count))
    guard length >= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
