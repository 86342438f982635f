import Foundation

/// What the last build of a site wrote: for each output (relative to the output folder), the
/// hash of its inputs and the source page it came from. Kept as JSON in the output folder
/// (`.galley-build.json`), written whole or not at all.
///
///     var record = BuildRecord(folder: "out")
///     record.outputs["he/index.png"] = .init(hash: "9f0c…", page: "index")
///     try record.save(in: "out")
struct BuildRecord: Codable {
    /// One output's inputs.
    struct Output: Codable, Equatable {
        /// `InputHash.hex` of everything it was made from.
        var hash: String
        /// The source page's name.
        var page: String
    }

    /// What a page file held when it was last read: so an unchanged page is not parsed again.
    struct PageFile: Codable, Equatable {
        /// `InputHash.hex` of the file's bytes.
        var hash: String
        /// The image sources it shows, as written.
        var images: [String]
    }

    /// The file name of the record in the output folder.
    static let fileName = ".galley-build.json"

    /// By output path relative to the output folder.
    var outputs: [String: Output] = [:]
    /// By page file path.
    var pages: [String: PageFile] = [:]

    /// The record in `folder`, or an empty one when there is none or it is unreadable (then
    /// everything is rendered).
    init(folder: String) {
        let path = folder + "/" + Self.fileName
        if let data = FileManager.default.contents(atPath: path), let record = try? JSONDecoder().decode(Self.self, from: data) {
            self = record
        }
    }

    /// Writes the record into `folder` through a temporary file and a rename.
    func save(in folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: folder + "/" + Self.fileName), options: .atomic)
    }
}
