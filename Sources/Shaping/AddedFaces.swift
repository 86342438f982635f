import CHarfBuzz
import Files
import Foundation
import FontFiles

/// The faces added to a `FontContext` after its bundled ones, one per font file, numbered on
/// from them: read when added, kept for the context's life (a site's pages share a web font),
/// safe to add to and read from several threads at once.
final class AddedFaces: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [FontFace] = []
    private var italic: [Bool] = []
    /// Each file's face index (from 0), or why it could not be read.
    private var byPath: [String: Result<Int, ShapingError>] = [:]
    /// The version of each file read, taken before it was read.
    private var versions: [String: FileVersion?] = [:]
    /// The lists of faces made (``list(_:)``), the first numbered 1.
    private var lists: [[Int]] = []
    private var listNumbers: [[Int]: PreferredFaces] = [:]

    /// The index (from 0) of the face of the file at `path`, read on first use; the file's
    /// error every time when it cannot be.
    func add(path: String) throws(ShapingError) -> Int {
        if let known = lock.withLock({ byPath[path] }) { return try known.get() }
        // Read outside the lock: a large file does not hold up the other threads' faces.
        let version = FileVersion(of: path)
        let result: Result<FontFace, ShapingError>
        do {
            let bytes = try SfntFont.bytes(ofFile: path)
            let blob = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { hb_blob_create($0.baseAddress, UInt32($0.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)! }
            }
            defer { hb_blob_destroy(blob) }
            result = .success(try FontFace(blob: blob, index: 0, path: path))
        } catch let error as FontFileError {
            result = .failure(.cannotLoadFont(path: path, reason: error.reason))
        } catch {
            result = .failure(error as? ShapingError ?? .cannotLoadFont(path: path, reason: "\(error)"))
        }
        return try lock.withLock { () -> Result<Int, ShapingError> in
            if let known = byPath[path] { return known }
            versions[path] = version
            let added = result.map { face in
                faces.append(face)
                italic.append(face.isItalicDesign)
                return faces.count - 1
            }
            byPath[path] = added
            return added
        }.get()
    }

    /// Whether a file read since is another version now (saved again, replaced or gone): its
    /// face is the old one's.
    var filesChanged: Bool {
        lock.withLock { versions }.contains { path, version in FileVersion(of: path) != version }
    }

    /// The number of the list of `faces`, from 1, the same for the same faces.
    func list(_ faces: [Int]) -> PreferredFaces {
        lock.withLock {
            if let known = listNumbers[faces] { return known }
            lists.append(faces)
            let list = PreferredFaces(id: Int32(lists.count))
            listNumbers[faces] = list
            return list
        }
    }

    /// The faces of `list`.
    func faces(of list: PreferredFaces) -> [Int] {
        lock.withLock { lists[Int(list.id) - 1] }
    }

    /// The face at `index` (from 0).
    func face(at index: Int) -> FontFace {
        lock.withLock { faces[index] }
    }

    /// Whether the face at `index` (from 0) is an italic design.
    func isItalic(_ index: Int) -> Bool {
        lock.withLock { italic[index] }
    }
}
