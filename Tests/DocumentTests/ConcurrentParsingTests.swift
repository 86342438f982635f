import Dispatch
import Document
import Foundation
import Testing

/// cmark-gfm keeps the autolink extension's special characters in a process-wide table that
/// each parse adds to and removes from; pages parsed on several threads at once (as the golden
/// runner does) must still all find their `www.` links.
@Suite struct ConcurrentParsingTests {
    @Test func wwwAutolinksAreFoundWhenPagesAreParsedOnManyThreadsAtOnce() throws {
        let markdown = "See www.example.com for help, and ~~old~~ text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        let found = Counter()
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            guard let page = try? Page.parse(markdown: markdown, fileName: "page.md"),
                  case let .paragraph(runs) = page.blocks.first?.kind,
                  runs.contains(where: { $0.style.link != nil }) else { return }
            found.increment()
        }
        #expect(found.value == 400)
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
