extension StyleSheet {
    /// Galley's user-agent sheet (Resources/ua.css, the HTML Standard's rendering defaults),
    /// parsed once per process.
    public static let userAgent = StyleSheet(parsing: String(decoding: PackageResources.ua_css, as: UTF8.self), origin: .userAgent, name: "ua.css")

    /// Galley's help-page look (Resources/help.css), a user sheet, parsed once per process.
    public static let helpPage = StyleSheet(parsing: String(decoding: PackageResources.help_css, as: UTF8.self), origin: .user, name: "help.css")
}
