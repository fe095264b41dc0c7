import Foundation
import TestSupport
import Testing
@testable import TypeFitText

/// Replays the fuzz corpus through the fuzz entry point (without libFuzzer): each input returns
/// quickly and never traps.
@Suite struct FuzzInputTests {
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("fuzz").path)) ?? []
        return names.filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".dict") }.sorted()
    }()

    @Test(arguments: files)
    func replays(file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.url("fuzz/\(file)")))
        let elapsed = ContinuousClock().measure { FuzzInput.run(bytes) }
        #expect(elapsed < .seconds(2))
    }

    /// libFuzzer's way: one context across every input, twice over; the same faces are laid out
    /// as with a fresh context per input, and the fonts of the corpus do load.
    @Test func oneContextServesEveryInput() throws {
        let inputs = try Self.files.map { try [UInt8](Data(contentsOf: Fixtures.url("fuzz/\($0)"))) }
        let context = try FuzzInput.Context()
        let shared = (inputs + inputs).map { FuzzInput.run($0, context: context) }
        let fresh = inputs.map { FuzzInput.run($0) }
        #expect(shared == fresh + fresh)
        #expect(fresh[Self.files.firstIndex(of: "TypeFitTest-TypoOn.ttf") ?? 0] == 1)
        #expect(fresh[Self.files.firstIndex(of: "TypeFitTest.ttc") ?? 0] == 2)
        #expect(fresh.contains(0))  // the hostile seeds are refused
    }

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 8)
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SeededGenerator(seed: 7)
        for length in [0, 1, 2, 4, 12, 100, 1000] {
            FuzzInput.run((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        FuzzInput.run([0xFF, 0xFE])
        FuzzInput.run(Array("OTTO".utf8) + [0xFF, 0xFE] + Array("x".utf8))
    }
}
