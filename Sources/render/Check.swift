import ArgumentParser

/// `render check Golden/`: the pixel-diff regression suite.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render every case of a golden suite and compare it with its golden PNG.")

    @Argument(help: "The suite folder, with its manifest.yaml.")
    var suite: String = "Golden"

    func run() throws {
        Render.fail(ValidationFailure("render check is not available yet"))
    }
}
