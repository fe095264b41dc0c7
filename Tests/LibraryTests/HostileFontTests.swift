import Foundation
import TestSupport
import Testing
@testable import TypeFitText

/// The hostile corpus in process: every file is a typed error or a face that shapes, quickly.
@Suite struct HostileFontTests {
    static let files: [String] = {
        let folder = Fixtures.url("hostile").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // The generated files; the public reproducers (../shared/fixtures) run through the isolated binary.
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

extension HostileFontTests {
    /// A collection header claiming 1,000,000 faces (all pointing at one real face; the file is
    /// padded to the 32 MB FreeType asks for that many): 64 faces are read, the rest refused in
    /// one message — FreeType parses the million offsets once, not once per face.
    @Test func aMillionFaceCollectionIsCutAt64() throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testFont("TypeFitTest-TypoOn.ttf")))
        var bytes = [UInt8](font)
        let count = 1_000_000
        let offset = 12 + 4 * count
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for table in 0..<tables {  // table offsets become relative to the collection's start
            let at = 12 + 16 * table + 8
            let value = (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } + offset
            for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        var file = Array("ttcf".utf8) + u32(0x0001_0000) + u32(count)
        file.reserveCapacity(32 * count + 100)
        for _ in 0..<count { file += u32(offset) }
        file += bytes
        file += [UInt8](repeating: 0, count: max(0, 32 * count + 100 - file.count))
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("million.ttc").path
        try Data(file).write(to: URL(fileURLWithPath: path))

        let clock = ContinuousClock()
        var results: [FontInspection] = []
        let elapsed = clock.measure { results = FontInspector().inspect(paths: [path]) }
        #expect(results.count == 65)
        #expect(results.prefix(64).allSatisfy { if case .face = $0 { true } else { false } })
        #expect(
            results.last
                == .failure(
                    .unreadable(
                        path: path, reason: "the collection claims 1000000 faces; only the first 64 were inspected")))
        // A hang guard, not a benchmark (the closing note has the timing): it took 10 s when every face recounted.
        #expect(
            elapsed < .seconds(2)
                * (ProcessInfo.processInfo.environment["TYPEFIT_TEST_TIME_SCALE"].flatMap(Int.init) ?? 1))
    }
}
