/// Galley's version: `render --version`, a PDF's /Creator, and a site build's record (a new
/// version renders everything again).
///
///     print("Galley \(galleyVersion)")
public let galleyVersion = "0.2.0"
