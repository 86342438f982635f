import Foundation
import LocaleRules
import Testing

@Suite struct LocalizedFileTests {
    private func folder(_ names: [String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("galley-variants-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in names { FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()) }
        return directory
    }

    @Test func regionVariantIsFoundInAnyCase() throws {
        for name in ["next.ar-SA.png", "next.ar-sa.png", "next.AR-SA.png"] {
            let directory = try folder(["next.png", name])
            #expect(LocalizedFile.variant(of: directory + "/next.png", for: try LanguageTag("ar-SA")) == directory + "/" + name)
        }
    }

    @Test func mostSpecificVariantWins() throws {
        let directory = try folder(["next.png", "next.ar.png", "next.ar-SA.png"])
        #expect(LocalizedFile.variant(of: directory + "/next.png", for: try LanguageTag("ar-SA-u-nu-latn")) == directory + "/next.ar-SA.png")
        #expect(LocalizedFile.variant(of: directory + "/next.png", for: try LanguageTag("ar-EG")) == directory + "/next.ar.png")
        #expect(LocalizedFile.variant(of: directory + "/next.png", for: try LanguageTag("he")) == nil)
    }

    @Test func exactSpellingWinsOverCaseVariant() throws {
        let directory = try folder(["next.png", "next.ar-sa.png", "next.ar-SA.png"])
        #expect(LocalizedFile.variant(of: directory + "/next.png", for: try LanguageTag("ar-SA")) == directory + "/next.ar-SA.png")
    }

    @Test func otherFilesWithTheSameStemAreNotVariants() throws {
        let directory = try folder(["next.png", "next-step.ar.png", "next.ar.jpg"])
        #expect(LocalizedFile.variant(of: directory + "/next.png", for: try LanguageTag("ar")) == nil)
    }
}
