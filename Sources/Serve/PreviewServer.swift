import Files
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// `render serve`: a live preview of a help site, or of one page, in several languages at once.
///
/// It builds the site into a temporary folder (one incremental `SiteBuild` per kind of output),
/// serves an index of the pages and a view of each page in the languages the reader picks, side
/// by side, and watches the folder: a saved page, image, `values.yaml` or stylesheet renders
/// again only the outputs that depend on it, and the browsers showing a changed page redraw it
/// without a reload (Server-Sent Events).
///
/// It listens on loopback unless told otherwise, answers 403 to a request whose `Host` is not
/// this machine's (DNS rebinding), sends only files inside the site folder and the rendered
/// outputs (``ServedFolder``), and never runs anything a page holds: Galley's outputs carry no
/// script and are sent with a policy that forbids it.
///
///     let server = PreviewServer(options: try PreviewOptions(input: "help", port: 0))
///     try await server.run { url in print("Galley preview: \(url)") }
public struct PreviewServer: Sendable {
    /// The port tried first when none is given; the next free one is taken when it is in use.
    public static let defaultPort = 8040

    /// What to serve and where.
    public let options: PreviewOptions

    /// A server for `options`.
    public init(options: PreviewOptions) {
        self.options = options
    }

    /// Builds the site, starts listening, calls `started` with the URL to open (the page's view
    /// when a page was given), and serves until the task is cancelled or, with `handleSignals`,
    /// SIGINT or SIGTERM arrives. The temporary folder of outputs is removed at the end.
    public func run(handleSignals: Bool = false, pollInterval: Duration = .milliseconds(50),
                    started: @escaping @Sendable (_ url: String) -> Void) async throws {
        if let port = options.port, port != 0, !PortChoice.canBind(host: options.host, port: port) {
            throw PreviewError.portInUse(host: options.host, port: port)
        }
        let port = try options.port ?? PortChoice.firstFree(host: options.host, from: Self.defaultPort)
        let cache = NSTemporaryDirectory() + "galley-serve-" + UUID().uuidString
        try Folders.create(cache)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let builds = PreviewBuilds(options: options, cache: cache)
        let watcher = SiteWatcher(builds: builds, hub: EventHub(), interval: pollInterval)
        for variant in builds.wanted { _ = await watcher.build(variant) }

        var logger = Logger(label: "galley.serve")
        logger.logLevel = .critical
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        let start = startPath(builds)
        let app = Application(router: PreviewRoutes(builds: builds, hub: watcher.hub).router(boundHost: options.host),
                              configuration: .init(address: .hostname(options.host, port: port), serverName: nil),
                              onServerRunning: { channel in started("http://\(host):\(channel.localAddress?.port ?? port)\(start)") },
                              logger: logger)
        // Services stop in reverse order: the watcher first, which ends the event streams, so
        // that the server has no request left open when it stops.
        let group = ServiceGroup(configuration: .init(services: [app, watcher],
                                                      gracefulShutdownSignals: handleSignals ? [.sigint, .sigterm] : [],
                                                      logger: logger))
        try await group.run()
    }

    /// The path of the page view of the page given, or of the index.
    private func startPath(_ builds: PreviewBuilds) -> String {
        guard let file = options.startFile, let site = builds.currentSite else { return "/" }
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        return site.pages.first { $0.languages.contains { $0.file == path } }.map { urlPath("page", $0.name) } ?? "/"
    }
}
