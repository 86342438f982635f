import Document
import Foundation
import Layout
import Shaping
import Testing

/// The fonts installed from Debian are the files Galley was tested with, or the page fails
/// with one line naming the file: its size is checked at start, its SHA-256 when first read.
@Suite struct InstalledFontTests {
    static let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"

    /// A root folder mirroring Debian's Noto folders by symbolic links, with the Thai font
    /// replaced by `thai`'s bytes.
    func root(thai: [UInt8]) throws -> String {
        let root = try temporaryDirectory()
        for folder in ["/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                try FileManager.default.createSymbolicLink(atPath: root + folder + "/" + name, withDestinationPath: folder + "/" + name)
            }
        }
        try FileManager.default.removeItem(atPath: root + Self.thai)
        try Data(thai).write(to: URL(fileURLWithPath: root + Self.thai))
        return root
    }

    @Test func aFontOfTheWrongSizeFailsAtStartNamingIt() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.thai)))
        let root = try root(thai: Array(bytes.dropLast(100)))
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: ShapingError.cannotLoadFont(path: root + Self.thai,
                                                    reason: "the file has 37644 bytes, not the 37744 of fonts-noto-core that Galley is tested with")) {
            try FontContext(directory: FontContext.bundledDirectory, installedRoot: root)
        }
    }

    @Test func aChangedFontFailsThePageThatUsesItNamingIt() throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.thai)))
        bytes[bytes.count / 2] ^= 0xFF
        let root = try root(thai: bytes)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fonts = try FontContext(directory: FontContext.bundledDirectory, installedRoot: root)
        func layOut(_ text: String) throws {
            let page = try Page.parse(markdown: text, fileName: "page.md")
            _ = try PageLayout(options: PageOptions(width: 400, language: tag("th"), source: "page.md"),
                               shaper: Shaper(fonts: fonts, language: tag("th"))).layout(page)
        }
        // A page without Thai never reads the Thai font.
        try layOut("Hello")
        let error = try #require(throws: ShapingError.self) { try layOut("ภาษาไทย") }
        #expect(error.description.hasPrefix(root + Self.thai + ": cannot load font: SHA-256 "))
        #expect(error.description.hasSuffix(" is not dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93 of fonts-noto-core: reinstall it with Scripts/install-debian-packages"))
    }
}
