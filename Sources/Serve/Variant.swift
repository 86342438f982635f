import Site

/// One kind of rendered output the preview keeps, each in a folder of its own under the cache
/// with its own incremental build record: PNG at one device pixel ratio, or HTML.
///
///     Variant.png(scale: 2).folder   // "png@2"
enum Variant: Hashable, Comparable {
    case png(scale: Double)
    case html

    /// The device pixel ratios the preview renders PNGs at: a browser's ratio is rounded to
    /// the nearest half, from 1 to 4, so that a zoomed window does not start a build per step.
    static func scale(forDevicePixelRatio ratio: Double) -> Double {
        guard ratio.isFinite else { return 1 }
        return min(4, max(1, (ratio * 2).rounded() / 2))
    }

    /// The folder name below the cache, also the first segment of its URLs (`/out/png@2/...`).
    var folder: String {
        switch self {
        case let .png(scale): "png@" + (scale == scale.rounded() ? String(Int(scale)) : String(scale))
        case .html: "html"
        }
    }

    /// The variant a folder name names.
    init?(folder: String) {
        if folder == "html" {
            self = .html
        } else if folder.hasPrefix("png@"), let scale = Double(folder.dropFirst(4)), scale == Self.scale(forDevicePixelRatio: scale) {
            self = .png(scale: scale)
        } else {
            return nil
        }
    }

    /// The site build's format.
    var format: SiteBuild.OutputFormat {
        switch self {
        case .png: .png
        case .html: .html
        }
    }

    /// The scale of a PNG, 1 for HTML.
    var scale: Double {
        switch self {
        case let .png(scale): scale
        case .html: 1
        }
    }
}
