import Foundation
import Hummingbird

/// The preview's URLs:
///
/// | path | answer |
/// | --- | --- |
/// | `/` | the index of pages and their languages |
/// | `/page/<page>?langs=en,he&mode=png` | the page view |
/// | `/fragments/<page>?langs=…&mode=…&scale=2` | its columns, placeholders and problems, as JSON, for the script |
/// | `/out/<variant>/<lang>/<page>.<png or html>` | a rendered output, and the fonts and images of the HTML ones |
/// | `/site/<path>` | a file of the site folder (a page's source, an image) |
/// | `/events` | Server-Sent Events: `change` with the names of the pages whose outputs changed |
/// | `/preview.css`, `/preview.js` | the view's own style and script |
///
/// Anything else, and any path that leaves its folder, is 404.
struct PreviewRoutes {
    let builds: PreviewBuilds
    let hub: EventHub

    /// What Galley's outputs and the site's files may do in a browser: show themselves, with
    /// no script, no form, no plug-in.
    static let outputPolicy = "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "font-src 'self'; object-src 'none'; frame-ancestors 'self'; sandbox allow-same-origin"
    /// What the preview's own pages may do: its one script and stylesheet, frames of the outputs.
    static let viewPolicy = "default-src 'self'; object-src 'none'; frame-ancestors 'none'"

    func router(boundHost: String) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: HostCheck<BasicRequestContext>(boundHost: boundHost))
        router.get("/") { _, _ in
            guard let site = builds.currentSite else { return Self.notFound }
            return Self.html(IndexView(site: site, problems: builds.siteProblems).document)
        }
        router.get("/page/**") { request, _ in
            guard let (view, _) = view(request, prefix: "/page/") else { return Self.notFound }
            return Self.html(view.document)
        }
        router.get("/fragments/**") { request, _ in
            guard let (view, scale) = view(request, prefix: "/fragments/") else { return Self.notFound }
            _ = builds.want(.png(scale: scale))
            let json = try JSONEncoder().encode(view.fragments)
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
        }
        router.get("/out/**") { request, _ in
            Self.file(ServedFolder(builds.cache), request, prefix: "/out/")
        }
        router.get("/site/**") { request, _ in
            Self.file(ServedFolder(builds.options.root), request, prefix: "/site/")
        }
        router.get("/events") { _, _ in
            let events = hub.subscribe()
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                                try await writer.write(ByteBuffer(string: "retry: 300\n\n"))
                                for await event in events { try await writer.write(ByteBuffer(string: event)) }
                                try await writer.finish(nil)
                            })
        }
        router.get("/preview.css") { _, _ in Self.asset(PreviewAssets.stylesheet, type: "text/css; charset=utf-8") }
        router.get("/preview.js") { _, _ in Self.asset(PreviewAssets.script, type: "text/javascript; charset=utf-8") }
        return router
    }

    /// The page view a `/page/` or `/fragments/` request asks for, and the PNG scale it asks for.
    private func view(_ request: Request, prefix: String) -> (PageView, Double)? {
        let path = request.uri.path
        guard path.hasPrefix(prefix), let site = builds.currentSite,
              let segments = ServedFolder.segments(path.dropFirst(prefix.count)),
              let page = site.page(segments.joined(separator: "/")) else { return nil }
        let query = request.uri.queryParameters
        let scale = Variant.scale(forDevicePixelRatio: query.get("scale").flatMap(Double.init) ?? 1)
        return (PageView(builds: builds, site: site, page: page, tags: query.get("langs"), html: query.get("mode") == "html", scale: scale), scale)
    }

    static var notFound: Response {
        Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: "404: not found\n")))
    }

    private static func html(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                                        .contentSecurityPolicy: viewPolicy],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// A file below `folder` that the request path names after `prefix`, or 404.
    private static func file(_ folder: ServedFolder?, _ request: Request, prefix: String) -> Response {
        let path = request.uri.path
        guard path.hasPrefix(prefix), let folder, let file = folder.file(at: path.dropFirst(prefix.count)),
              let data = FileManager.default.contents(atPath: file) else { return notFound }
        return Response(status: .ok, headers: [.contentType: mediaType(file), .cacheControl: "no-cache",
                                               .contentSecurityPolicy: outputPolicy,
                                               .xContentTypeOptions: "nosniff"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The media type of a file by its extension; text files as plain text, so that none runs.
    static func mediaType(_ path: String) -> String {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "svg": "image/svg+xml"
        case "pdf": "application/pdf"
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "ttf": "font/ttf"
        case "otf": "font/otf"
        case "woff2": "font/woff2"
        case "md", "yaml", "yml", "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
