import CHarfBuzz
import Foundation
import Synchronization

/// A font face checked but not yet read: read, once, by the first thread that asks for it. A
/// file that cannot be read then (gone since the check, or an installed file whose digest is
/// wrong) gives a face with no glyphs, so its characters are reported missing rather than the
/// run crashing, and keeps the error for `FontContext.loadingFailure`.
final class LazyFace: @unchecked Sendable {
    /// Where the face comes from: a bundled file, or a face of an installed file.
    enum Source {
        case bundled(path: String)
        case installed(InstalledFontFile, index: Int)
    }

    let source: Source
    /// The face once read, as the bits of an owned reference (0 before): a face is asked for
    /// at every character and glyph run, and an acquiring load is one instruction where a
    /// lock is tens.
    private let loaded = Atomic<Int>(0)
    /// Held while the face is read; and why it could not be.
    private let reading = Mutex<ShapingError?>(nil)

    init(_ source: Source) { self.source = source }

    deinit {
        let bits = loaded.load(ordering: .acquiring)
        if bits != 0 { Unmanaged<FontFace>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }

    var face: FontFace {
        if let face = Self.face(loaded.load(ordering: .acquiring)) { return face }
        return reading.withLock { failure in
            if let face = Self.face(loaded.load(ordering: .acquiring)) { return face }
            let face: FontFace
            do {
                switch source {
                case let .bundled(path): face = try FontFace(path: path)
                case let .installed(file, index): face = try FontFace(blob: file.blob(), index: index, path: file.path)
                }
            } catch {
                failure = error as? ShapingError
                switch source {
                case let .bundled(path): face = FontFace(emptyAt: path)
                case let .installed(file, index): face = FontFace(emptyAt: file.path, index: index)
                }
            }
            loaded.store(Int(bitPattern: Unmanaged.passRetained(face).toOpaque()), ordering: .releasing)
            return face
        }
    }

    private static func face(_ bits: Int) -> FontFace? {
        bits == 0 ? nil : Unmanaged<FontFace>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }

    /// Why the face could not be read, once it has been asked for; nil when it was read or
    /// not yet asked for.
    var failure: ShapingError? {
        reading.withLock { $0 }
    }
}

/// An installed font file (`DebianFont`) under a root folder, mapped and its digest checked
/// once, however many faces of it (a collection's) are read.
final class InstalledFontFile: @unchecked Sendable {
    let font: DebianFont
    /// The file's path: the root folder, then its Debian path.
    let path: String
    private let root: String
    private let lock = NSLock()
    private var result: Result<OpaquePointer, ShapingError>?

    init(_ font: DebianFont, root: String) {
        self.font = font
        self.root = root
        path = root + font.path
    }

    deinit {
        if case let .success(blob) = result { hb_blob_destroy(blob) }
    }

    /// The file's bytes, once their SHA-256 is checked; the file's error every time after a
    /// failure.
    func blob() throws(ShapingError) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        if result == nil {
            do { result = .success(try font.blob(under: root)) } catch { result = .failure(error) }
        }
        return try result!.get()
    }
}
