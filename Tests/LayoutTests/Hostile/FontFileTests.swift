import Foundation
import Shaping
import Testing

/// A damaged font folder (`GALLEY_FONTS`) is an error naming the file, never text silently
/// missing from the output nor a hang.
@Suite struct FontFileTests {
    /// A copy of the bundled fonts in a fresh folder, with `damage` applied to one file's path.
    func fonts(damaging name: String, _ damage: (String) throws -> Void) throws -> (folder: String, file: String) {
        let folder = try temporaryDirectory()
        let bundled = FontContext.bundledDirectory
        for file in try FileManager.default.contentsOfDirectory(atPath: bundled) where file.hasSuffix(".ttf") {
            try FileManager.default.copyItem(atPath: bundled + "/" + file, toPath: folder + "/" + file)
        }
        let file = folder + "/" + name
        try damage(file)
        return (folder, file)
    }

    @Test func truncatedFontIsAnErrorNamingTheFile() throws {
        let (folder, file) = try fonts(damaging: "NotoSansHebrew-Regular.ttf") { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        }
        #expect(throws: ShapingError.cannotLoadFont(
            path: file, reason: "table 'DSIG' reaches byte 26892 but the file has 13446: the file is cut short")) {
            try FontContext(directory: folder)
        }
    }

    @Test func fifoAsAFontIsAnErrorNotAHang() throws {
        let (folder, file) = try fonts(damaging: "NotoSansMono-Bold.ttf") { path in
            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
        }
        #expect(throws: ShapingError.cannotLoadFont(path: file, reason: "is a FIFO, not a regular file")) {
            try FontContext(directory: folder)
        }
    }

    @Test func missingFontIsAnErrorNamingTheFile() throws {
        let (folder, file) = try fonts(damaging: "NotoSans-Bold.ttf") { try FileManager.default.removeItem(atPath: $0) }
        #expect(throws: ShapingError.cannotLoadFont(path: file, reason: "no such file")) { try FontContext(directory: folder) }
    }
}
