import CHarfBuzz
import Foundation

/// A font file that Scripts/install-debian-packages installs from a Debian package, known by
/// its size and SHA-256: fonts too large to bundle (the CJK collections, colour emoji) and the
/// scripts the bundled fonts do not cover. The sizes are checked when a `FontContext` is made,
/// the digest when the file is first read, so output never depends on what else the machine has.
struct DebianFont: Sendable {
    /// The Debian package that installs the file.
    let package: String
    /// The file's path on a Debian system.
    let path: String
    /// The file's size in bytes.
    let size: Int
    /// The file's SHA-256, in lower-case hexadecimal.
    let sha256: String

    private static let core = "/usr/share/fonts/truetype/noto/"
    private static let opentype = "/usr/share/fonts/opentype/noto/"

    // fonts-noto-core 20201225-1, fonts-noto-cjk 1:20220127+repack1-1,
    // fonts-noto-color-emoji 2.042-0+deb12u1 (Debian 12).
    static let thai = pair("NotoSansThai", 37744, "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93",
                           37788, "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e")
    static let lao = pair("NotoSansLao", 31136, "6c3de7db369e85cba20255d161eeeb3d934ea3c4c51e2574c2ddcce79a25025c",
                          32396, "b87a8592f1cdd8b15e1e827967afd45a8c5ffc1123773bc4bd023fe1ccecd321")
    static let khmer = pair("NotoSansKhmer", 113376, "bc9a5e2afcee249849e409aabe6e22330c479b878ea3e59bf5e7c84482d7ee53",
                            112372, "cc74e7ac685da9a84e18b773ec8d80d06765aa1754bb14acc390c3620023c4dc")
    static let myanmar = pair("NotoSansMyanmar", 196608, "3fe9a4babc12081adc979e0313433e6ec85bb3ad069681c23ee8d8ea8b91332b",
                              210224, "e37e2ef189431020b1eaf4fb8d43252666dc24265d628145fff119613afea174")
    static let bengali = pair("NotoSansBengali", 201964, "9bb35b3547829ecc42041b6017e87fd4c5f1da1edcd00f59171777050f346018",
                              210996, "22c9ff99baca4d31c531ce450a1369beed889467e1ad964f4b8a6f810aa46955")
    static let tamil = pair("NotoSansTamil", 72608, "a7bb7f92f165479af2f0556c4fd669b74c5959f464f603e18389b532f4d07a71",
                            75740, "7ef7071ba2fad67dcae397dc7f5bfd4dbce69d86cdc453c2cc4abe640df0b442")
    static let telugu = pair("NotoSansTelugu", 194732, "cb3165071121b1e80c55a041d0c1f79b3bbc68e4b0eab37b0d881958dfc3ed7a",
                             202444, "34e3a81c02ea8474f00b1046cbb183461648fd253a56475140d6b025db828b5b")
    static let gujarati = pair("NotoSansGujarati", 205124, "4468a3a24516831874fb4a867b760a22257944584e478d32a97e3c4d4bfc6400",
                               202944, "db2b642c28b021da8cb0f3463bf41376549c850aa718ca863ec3ff5d5df0f2f7")
    static let gurmukhi = pair("NotoSansGurmukhi", 52852, "1db960ff6f506a98f5b3ece78f54618388c6187e7edf8ceee5ab63389c0db3ab",
                               52856, "ded9c1f56a7ed0b835cfef5dd642f26cfc0f41a16fbc08008d376ddcc91d606e")
    static let kannada = pair("NotoSansKannada", 152168, "892b841b0b87ca3c2702bdc78d3031c8220f53e8f5f496ec5e37ccf0ca03ddf7",
                              156336, "fcb9918669a24e33b1464b33eeac24e9a0f54a50393dfdaeb1e596cfcf2dac47")
    static let malayalam = pair("NotoSansMalayalam", 110568, "5433f4a642b4325aa169a55c4c6b8d1c4a45c4e08bcd9cbe72888229709a8f2d",
                                115944, "abe54dff7c6539899f1208672ae4235207b3e6b8d49594e9ff02d972d5975a81")
    static let sinhala = pair("NotoSansSinhala", 307684, "31f83eec724a27779d1434afc84beabee239c0ff77dc8d04bee9f49c60b23fdd",
                              339844, "9ac3c2da2562fd3ce449e600a9954a3c5dad982145c85159449fe1c31f648a6e")
    static let ethiopic = pair("NotoSansEthiopic", 343168, "58bc43b062961b38ee45757d2e74e6a991a12011aa0399fb03004ac432e5c852",
                               340980, "cc16f0c43be76a2ecb5f6d08de4fe6705886b9be90251bfb5959a90955be7f1d")
    static let armenian = pair("NotoSansArmenian", 30892, "9636c32c121f4fc1fc6963dfad60ea32c41889507118a46f83a818eacf40348e",
                               30924, "a0f398d0205f0b96d6637ac66d92e6e42b230f8ed3853a050d0aa5792eb9b7f7")
    static let georgian = pair("NotoSansGeorgian", 53072, "ba75f2154fef9beac8439f94c631dc37ef9c708d32f9254bb019afdfa9aa3138",
                               54956, "2cee22513f5c94b5577fe1a91df94836dc9825ac78e5b3a9f3c49d1f038a5f11")
    static let nastaliqUrdu = pair("NotoNastaliqUrdu", 570552, "fe24c4a05b19482beac11e4b90a0f6754214f1cb5e925cf9e86b48283ac37522",
                                   590824, "6b81290dc928bac40fa4b71370f4ef260ad8c33d17be38eab05376490077ebc4")
    static let colorEmoji = DebianFont(package: "fonts-noto-color-emoji", path: core + "NotoColorEmoji.ttf", size: 10980856,
                                       sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec")
    /// Noto Sans CJK: one collection per weight, faces 0-4 the JP, KR, SC, TC and HK designs.
    static let cjk = (regular: DebianFont(package: "fonts-noto-cjk", path: opentype + "NotoSansCJK-Regular.ttc", size: 19484784,
                                          sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a"),
                      bold: DebianFont(package: "fonts-noto-cjk", path: opentype + "NotoSansCJK-Bold.ttc", size: 20050760,
                                       sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb"))

    /// The regular and bold files of a fonts-noto-core family.
    private static func pair(_ family: String, _ regularSize: Int, _ regularDigest: String,
                             _ boldSize: Int, _ boldDigest: String) -> (regular: DebianFont, bold: DebianFont) {
        (DebianFont(package: "fonts-noto-core", path: core + family + "-Regular.ttf", size: regularSize, sha256: regularDigest),
         DebianFont(package: "fonts-noto-core", path: core + family + "-Bold.ttf", size: boldSize, sha256: boldDigest))
    }

    /// OpenSSL's `SHA256(data, length, digest)`, from libcrypto opened when the first installed
    /// font is read: linking libcrypto would cost every process, a Hebrew page's or
    /// `render --version`'s, the start-up time of resolving its symbols.
    private nonisolated(unsafe) static let sha256Function: (@convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?)? = {
        guard let library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(library, "SHA256") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?).self)
    }()

    /// Throws `ShapingError.cannotLoadFont` naming the file under `root` (`""`: the system's
    /// own `/usr`) unless it exists with the expected size: a cheap check for every page.
    func checkSize(under root: String) throws(ShapingError) {
        var status = stat()
        let file = root + path
        guard stat(file, &status) == 0 else {
            throw ShapingError.cannotLoadFont(path: file, reason: "no such file: install \(package) with Scripts/install-debian-packages")
        }
        guard Int(status.st_size) == size else {
            throw ShapingError.cannotLoadFont(path: file, reason: "the file has \(status.st_size) bytes, not the \(size) of \(package) that Galley is tested with")
        }
    }

    /// The file under `root`, mapped, once its SHA-256 is the expected one: the caller owns the
    /// blob. Throws `ShapingError.cannotLoadFont` naming the file when it cannot be read or
    /// its digest differs.
    func blob(under root: String) throws(ShapingError) -> OpaquePointer {
        let file = root + path
        guard let blob = hb_blob_create_from_file_or_fail(file) else {
            throw ShapingError.cannotLoadFont(path: file, reason: "cannot read it: install \(package) with Scripts/install-debian-packages")
        }
        guard let sha256Function = Self.sha256Function else {
            hb_blob_destroy(blob)
            throw ShapingError.cannotLoadFont(path: file, reason: "cannot check its SHA-256 without libcrypto.so.3: install libssl3 with Scripts/install-debian-packages")
        }
        var length: UInt32 = 0
        var digest = [UInt8](repeating: 0, count: 32)
        if let data = hb_blob_get_data(blob, &length) {
            data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { _ = sha256Function($0, Int(length), &digest) }
        }
        let found = digest.map { String(format: "%02x", $0) }.joined()
        guard found == sha256 else {
            hb_blob_destroy(blob)
            throw ShapingError.cannotLoadFont(path: file, reason: "SHA-256 \(found) is not \(sha256) of \(package): reinstall it with Scripts/install-debian-packages")
        }
        return blob
    }
}
