import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport

/// FIPS 180-4's test vectors, and a font file against coreutils' `sha256sum`.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func vectors(text: String, digest: String) {
        var hash = SHA256()
        hash.update(Array(text.utf8))
        #expect(hash.hexDigest() == digest)
    }

    /// A million "a", fed in uneven pieces (block boundaries fall inside updates).
    @Test func millionAInPieces() {
        var hash = SHA256()
        var left = 1_000_000
        var piece = 1
        while left > 0 {
            let count = min(piece, left)
            hash.update([UInt8](repeating: 0x61, count: count))
            left -= count
            piece = piece * 7 % 1000 + 1
        }
        #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func fontFileMatchesSha256sum() throws {
        let font = Fixtures.bundled("Inter/Inter-Regular.otf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [font]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(try SHA256.hexDigest(ofFile: font) == String(output.prefix(64)))
    }
}
