import Foundation

/// The port `render serve` listens on when none is given: the first of
/// ``PreviewServer/defaultPort`` and the next ones that nothing listens on, found by binding a
/// socket to it and closing it again.
enum PortChoice {
    /// How many ports after the default are tried.
    static let tries = 20

    /// The first port from `port` on that `host` can bind; throws when none of ``tries`` can.
    static func firstFree(host: String, from port: Int) throws -> Int {
        for candidate in port..<(port + tries) where canBind(host: host, port: candidate) {
            return candidate
        }
        throw PreviewError.noFreePort(host: host, from: port, to: port + tries - 1)
    }

    /// Whether a socket can be bound to `port` of `host` now.
    static func canBind(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let address = list else { return false }
        defer { freeaddrinfo(list) }
        let socket = Glibc.socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var one: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        return bind(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
    }
}
