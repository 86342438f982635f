import Foundation
import Testing

/// Whether Debian's Chromium and Python are there to drive it (Scripts/install-debian-packages
/// installs chromium; python3 comes with the machine).
let browserAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    && ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") } == true

/// The live preview as a browser sees it: headless Chromium, driven by `live_preview.py` over the
/// DevTools pipe, opens a page view in three languages while the Hebrew page changes on disk.
@Suite struct BrowserPreviewTests {
    @Test(.enabled(if: browserAvailable, "skipped: needs /usr/bin/chromium (Scripts/install-debian-packages) and python3"))
    func hebrewEditShowsWithoutReloadAndErrorsComeAndGo() async throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await RunningServer.start(root)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("live_preview.py").path
        let printed = try await offThePool(["python3", script, "check", server.base + "/page/help?langs=en,he,ar-XB", root + "/help.he.md", "חדשות"])
        print("live preview in Chromium: \(printed)")
        #expect(!printed.contains("failed:") && printed.contains("save_to_png_seconds"), "\(printed)")
        await server.stop()
    }
}
