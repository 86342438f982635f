import LocaleRules
import Raster

/// Why a page could not be rendered, on one line: the file (and line, where there is one) and
/// what to do.
///
///     RenderError.invalidLanguage(.malformed("zz-!!")).description
///     // "--lang: 'zz-!!' is not a BCP 47 language tag: use one such as he, ar-SA, fa-IR-u-nu-latn"
///     RenderError.invalidLanguage(.malformed("zz-!!"), file: "Examples/x.md").description
///     // "Examples/x.md: front matter lang: 'zz-!!' is not a BCP 47 language tag: ..."
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The language tag is malformed. `file` is the page whose front matter `lang` gave the tag;
    /// nil when it came from the command line or the caller.
    case invalidLanguage(LanguageTagError, file: String? = nil)
    /// The output file name ends in none of `.png`, `.pdf` and `.html`.
    case unsupportedOutput(path: String)
    /// The Markdown file does not exist.
    case missingInput(path: String)
    /// Drawing or writing the page at `path` failed: too tall for a PNG, an image that will
    /// not decode, a disk that filled. Errors about the output file already name it.
    case cannotRender(path: String, RasterError)
    /// The page lies outside the site folder `root` (through `..`, an absolute path or a
    /// symbolic link).
    case outsideSite(path: String, root: String)
    /// The output path names the input file itself (the same file, by any name).
    case outputIsInput(path: String)

    /// What is wrong and what to do, on one line.
    public var description: String {
        switch self {
        case let .invalidLanguage(error, file):
            (file.map { "\($0): front matter lang: " } ?? "--lang: ") + error.description
        case let .unsupportedOutput(path):
            "\(path): cannot tell the output format: the file name must end in .png, .pdf or .html"
        case let .missingInput(path):
            "\(path): no such file"
        case let .cannotRender(path, error):
            if case .cannotWrite = error { "\(error)" } else { "\(path): \(error)" }
        case let .outsideSite(path, root):
            "\(path): is outside the site folder \(root) (use --allow-outside to render it anyway)"
        case let .outputIsInput(path):
            "\(path): is the input page itself; choose another output file"
        }
    }
}
