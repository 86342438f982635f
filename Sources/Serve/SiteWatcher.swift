import Foundation
import ServiceLifecycle

/// Watches the site folder by polling (every file's modification time, size and inode, every
/// 50 ms by default: no inotify, and an editor's save through a rename is seen as well as one in
/// place). On a change it builds every variant the browsers asked for, PNGs first, and tells
/// them which pages changed after each. A variant asked for that was never built is built at the
/// next tick.
struct SiteWatcher: Service {
    let builds: PreviewBuilds
    let hub: EventHub
    /// How long between two looks at the folder.
    let interval: Duration

    /// The builds, one at a time, away from the threads that answer requests.
    private static let queue = DispatchQueue(label: "galley.serve.build")

    func run() async throws {
        var last = Self.snapshot(builds.options.root)
        await withGracefulShutdownHandler {
            while !Task.isCancelled && !Task.isShuttingDownGracefully {
                try? await Task.sleep(for: interval)
                let now = Self.snapshot(builds.options.root)
                let variants = now != last ? builds.wanted : builds.unbuilt
                last = now
                for variant in variants {
                    let pages = await build(variant)
                    hub.publish(pages)
                }
            }
        } onGracefulShutdown: {
            hub.close()
        }
        hub.close()
    }

    /// Builds `variant` on the build queue.
    func build(_ variant: Variant) async -> Set<String> {
        await withCheckedContinuation { continuation in
            Self.queue.async { continuation.resume(returning: builds.build(variant)) }
        }
    }

    /// Modification time, size and inode of every file below `root`, hidden ones left out.
    static func snapshot(_ root: String) -> [String: [Int]] {
        var files: [String: [Int]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").last?.hasPrefix(".") == true {
                enumerator.skipDescendants()
                continue
            }
            var info = stat()
            guard stat(root + "/" + relative, &info) == 0 else { continue }
            files[relative] = [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size), Int(info.st_ino)]
        }
        return files
    }
}
