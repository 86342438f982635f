import Foundation
import Testing
import Document

@Suite struct FileTests {
    private func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("galley-document-\(UUID().uuidString).md").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsUTF8File() throws {
        let path = try write(Array("---\nlang: ar\n---\n# مرحبا\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let parsed = try Page(contentsOfFile: path)
        #expect(parsed.frontMatter.lang == "ar")
        #expect(parsed.blocks == [Block(.heading(level: 1, content: plain("مرحبا")), line: 4)])
    }

    @Test func invalidUTF8IsErrorWithFileAndLine() throws {
        let path = try write(Array("# שלום\n\nline three \u{5D0}".utf8) + [0xD7, 0x20] + Array(" end\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let offset = Array("# שלום\n\nline three \u{5D0}".utf8).count
        #expect(throws: DocumentError.invalidUTF8(file: path, line: 3, byteOffset: offset)) {
            try Page(contentsOfFile: path)
        }
        do {
            _ = try Page(contentsOfFile: path)
        } catch {
            #expect(error.description == "\(path):3: invalid UTF-8 at byte \(offset); save the file as UTF-8")
        }
    }

    @Test func missingFileIsError() {
        #expect(throws: DocumentError.self) { try Page(contentsOfFile: "/nonexistent/galley/help.md") }
    }
}
