import Document
import Layout
import Shaping

/// The bundled fonts, opened once for the whole run.
nonisolated(unsafe) let fonts = try! FontContext()

/// Markdown -> page model -> layout on any bytes: a one-line error or a page whose boxes lie
/// inside its width, never a crash. The first byte picks the language and width.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 1 else { return 0 }
    let language = ["he", "ar-SA", "en", "hi", "fa"][Int(data[0]) % 5]
    let width = [120.0, 300, 800][Int(data[0] >> 4) % 3]
    let markdown = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    do {
        let page = try Page.parse(markdown: markdown, fileName: "fuzz.md")
        let options = PageOptions(width: width, language: language, source: "/nonexistent/fuzz.md", keepGoing: true)
        let laidOut = try PageLayout(options: options, shaper: Shaper(fonts: fonts, language: language)).layout(page)
        precondition(laidOut.height.isFinite && laidOut.height >= 0)
    } catch {
        precondition(!"\(error)".contains("\n"), "\(error)")
    }
    return 0
}
