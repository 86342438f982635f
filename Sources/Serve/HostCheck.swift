import Hummingbird

/// Refuses, with 403, a request whose `Host` names anything but this machine's loopback names
/// or the address the server is bound to: a page on another site that a DNS rebinding points
/// at 127.0.0.1 sends its own host name, and must not read the preview.
///
///     HostCheck(boundHost: "127.0.0.1").allows("localhost:8040")   // true
///     HostCheck(boundHost: "127.0.0.1").allows("evil.example:8040") // false
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// Host names accepted, lowercase, IPv6 addresses in brackets.
    let allowed: Set<String>

    /// Accepts `localhost`, `127.0.0.1`, `[::1]` and `boundHost`.
    init(boundHost: String) {
        let bound = boundHost.contains(":") && !boundHost.hasPrefix("[") ? "[\(boundHost)]" : boundHost
        allowed = ["localhost", "127.0.0.1", "[::1]", bound.lowercased()]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, allows(authority) else {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "403: the Host header must name this machine (localhost)\n")))
        }
        return try await next(request, context)
    }

    /// Whether the host of `authority` (`host`, `host:port`, `[v6]:port`) is accepted.
    func allows(_ authority: String) -> Bool {
        let host: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[...close]
        } else {
            host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        return allowed.contains(host.lowercased())
    }
}
