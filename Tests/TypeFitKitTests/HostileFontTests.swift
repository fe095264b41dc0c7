import Foundation
import TestSupport
import Testing
import TypeFitKit

/// The hostile corpus in process: every file is a typed error or a face that shapes, quickly.
@Suite struct HostileFontTests {
    static let files: [String] = {
        let folder = Fixtures.url("hostile").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // Top-level generated files only: hostile/reproducers runs through the isolated binary.
        return names.filter { $0.contains(".") && !$0.hasSuffix(".md") }.sorted()
    }()

    @Test func corpusHasAtLeast200Files() {
        #expect(Self.files.count >= 200)
    }

    @Test(arguments: files)
    func neverCrashesOrHangs(file: String) throws {
        let path = Fixtures.url("hostile/\(file)").path
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let lines = FontProbe.run(path: path)
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.hasPrefix("ok ") || $0.hasPrefix("error ") })
        }
        #expect(elapsed < .seconds(2), "\(file) took \(elapsed)")
    }

    @Test func someAreRejectedAndSomeLoad() {
        var rejected = 0, loaded = 0
        for file in Self.files {
            for line in FontProbe.run(path: Fixtures.url("hostile/\(file)").path) {
                if line.hasPrefix("ok ") { loaded += 1 } else { rejected += 1 }
            }
        }
        #expect(rejected > 100)
        #expect(loaded > 50)
    }
}
