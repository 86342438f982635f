import Dispatch

extension GoldenImage {
    /// Loads a golden on a global queue; `wait()` returns it.
    final class Prefetch: @unchecked Sendable {
        private let group = DispatchGroup()
        private var image: GoldenImage = .missing

        init(_ path: String) {
            DispatchQueue.global().async(group: group) { self.image = GoldenImage.load(path) }
        }

        func wait() -> GoldenImage {
            group.wait()
            return image
        }
    }
}
