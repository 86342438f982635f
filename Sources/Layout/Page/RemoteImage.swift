import Foundation

/// An image the page takes from the web (`https://img.shields.io/badge/…`, a screenshot on a
/// CDN). Galley never fetches one, so that the output never depends on the network: it is
/// drawn as its alt text in a small rounded box as tall as the text (a badge's alt text is its
/// label), and the page gets one warning naming them. A team that mirrors its images gives the
/// folder of copies (`--images-from DIR`): `https://host/path/a.png` is then read from
/// `DIR/host/path/a.png`, never from outside DIR.
///
///     RemoteImage.isRemote("https://img.shields.io/badge/x.svg")           // true
///     RemoteImage.copy(of: "https://cdn.example.com/a/b.png?v=2", in: "mirror")   // "mirror/cdn.example.com/a/b.png"
public struct RemoteImage: Equatable, Sendable {
    /// The URL as the page wrote it.
    public var source: String
    /// The Markdown line it is on.
    public var line: Int

    /// Whether `source` names an image on the web: an `http:` or `https:` URL, or one that
    /// starts with `//` (the page's own scheme).
    package static func isRemote(_ source: String) -> Bool {
        let lowered = source.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || source.hasPrefix("//")
    }

    /// The path of the copy of `url` in `folder`: its host and path below the folder, without
    /// query or fragment; nil when the URL has no host or a path segment that is `..`, `.` or
    /// empty after the host, so that no URL reaches outside the folder.
    package static func copy(of url: String, in folder: String) -> String? {
        guard isRemote(url) else { return nil }
        let rest = url.hasPrefix("//") ? url.dropFirst(2) : url[url.range(of: "://")!.upperBound...]
        let withoutQuery = rest.prefix { $0 != "?" && $0 != "#" }
        let parts = withoutQuery.split(separator: "/", omittingEmptySubsequences: false)
        guard let host = parts.first, !host.isEmpty, parts.count > 1,
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        let decoded = parts.compactMap(percentDecoded)
        guard decoded.count == parts.count else { return nil }
        return folder + "/" + decoded.joined(separator: "/")
    }

    /// `%2F`-style escapes decoded; nil when the result would hold a `/` or NUL, be `.` or
    /// `..`, or is not UTF-8.
    private static func percentDecoded(_ part: Substring) -> String? {
        guard !part.contains("\0") else { return nil }
        guard part.contains("%") else { return String(part) }
        var bytes: [UInt8] = []
        var index = part.utf8.startIndex
        while index < part.utf8.endIndex {
            let byte = part.utf8[index]
            if byte == UInt8(ascii: "%"), part.utf8.distance(from: index, to: part.utf8.endIndex) >= 3,
               let value = UInt8(String(part[part.utf8.index(after: index)..<part.utf8.index(index, offsetBy: 3)]), radix: 16) {
                bytes.append(value)
                index = part.utf8.index(index, offsetBy: 3)
            } else {
                bytes.append(byte)
                index = part.utf8.index(after: index)
            }
        }
        guard !bytes.contains(UInt8(ascii: "/")), !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self),
              text != ".", text != ".." else { return nil }
        return text
    }

    /// What a remote image is drawn as: its alt text, else its file name without extension,
    /// its escapes decoded (`%F0%9F%93%9A%20godoc` is `📚 godoc`, as a badge's address spells it).
    package static func label(alt: String, source: String) -> String {
        let trimmed = alt.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty { return trimmed }
        let name = source.prefix { $0 != "?" && $0 != "#" }.split(separator: "/").last ?? ""
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        return percentDecoded(stem) ?? String(stem)
    }
}
