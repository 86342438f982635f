import Foundation

/// What `render serve` shows and where it listens.
///
///     let options = try PreviewOptions(input: "help/guide.md", port: 0)
///     options.root        // "help"
///     options.startFile   // "help/guide.md"
public struct PreviewOptions: Sendable {
    /// The site folder.
    public var root: String
    /// The page given on the command line, whose view the printed URL opens; nil for a folder.
    public var startFile: String?
    /// The address to listen on; loopback unless the user asks otherwise.
    public var host: String
    /// The port; nil: ``PreviewServer/defaultPort`` or the next free one; 0: any free port.
    public var port: Int?
    /// The width of the pages in CSS pixels.
    public var width: Double
    /// The language of source pages without a front matter `lang`.
    public var sourceLanguage: String

    /// Options for a site folder or one page of it (`input` ends in `.md`: its folder is served).
    public init(input: String, host: String = "127.0.0.1", port: Int? = nil, width: Double = 800, sourceLanguage: String = "en") throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue || input.hasSuffix(".md") else {
            throw PreviewError.notASite(input)
        }
        if isFolder.boolValue {
            root = input
        } else {
            let folder = (input as NSString).deletingLastPathComponent
            root = folder.isEmpty ? "." : folder
            startFile = input
        }
        self.host = host
        self.port = port
        self.width = width
        self.sourceLanguage = sourceLanguage
    }
}
