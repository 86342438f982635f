/// Galley's version, written into a site build's record (a new version renders everything again).
///
///     print("Galley \(galleyVersion)")
public let galleyVersion = "0.2.0"
