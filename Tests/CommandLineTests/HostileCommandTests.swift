import Foundation
import TestSupport
import Testing

/// The hostile corpus through the built binary with isolation on: `inspect` over the whole
/// folder, and `measure` of every file with a long combining-mark string, each a result or a
/// one-line error within 2 s, never a signal.
@Suite struct HostileCommandTests {
    /// The generated corpus (absolute paths).
    static let generated: [String] = {
        let folder = Fixtures.url("hostile").path
        let top = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return top.filter { $0.contains(".") && !$0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }()

    /// The public reproducers of HarfBuzz, OTS and FreeType in ../shared/fixtures (absolute paths).
    static let reproducers: [String] = {
        guard let folder = Fixtures.shared?.appendingPathComponent("hostile-reproducers").path else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("hb-") || $0.hasPrefix("ots-") || $0.hasPrefix("ft-") }.sorted().map {
            folder + "/" + $0
        }
    }()

    @Test func generatedCorpus() {
        #expect(Self.generated.count == 296)
    }

    @Test(
        .enabled(if: Fixtures.hasShared, "../shared/fixtures is absent: the public reproducers are not in this clone"))
    func sharedCorpusHoldsTheReproducers() {
        let names = Self.reproducers.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.filter { $0.hasPrefix("hb-") }.count == 70)
        #expect(names.filter { $0.hasPrefix("ots-") }.count == 30)
        #expect(names.filter { $0.hasPrefix("ft-") }.count == 9)
    }

    @Test func inspectTheWholeCorpus() throws {
        let result = try TypeFitProcess.run(["inspect", "--format", "json", "Tests/Fixtures/hostile"])
        #expect(result.exitCode == 2)
        let errors = result.stderr.split(separator: "\n")
        // One line per problem, each naming the file (and the C call for FreeType's own errors).
        #expect(errors.allSatisfy { $0.hasPrefix("typefit: error: ") && $0.contains("Tests/Fixtures/hostile/") })
        #expect(errors.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 } })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        #expect(faces.count + errors.count >= Self.generated.count)
    }

    /// The 2 s bound, stretched by TYPEFIT_TEST_TIME_SCALE (set by `make test-asan`: ASan makes
    /// the same work several times slower).
    static let timeBound: Duration =
        .seconds(2) * (ProcessInfo.processInfo.environment["TYPEFIT_TEST_TIME_SCALE"].flatMap(Int.init) ?? 1)

    @Test func measureEveryGeneratedFile() async throws {
        try await Self.measureEvery(Self.generated)
    }

    @Test(
        .enabled(if: Fixtures.hasShared, "../shared/fixtures is absent: the public reproducers are not in this clone"))
    func measureEveryReproducer() async throws {
        try await Self.measureEvery(Self.reproducers)
    }

    @Test(
        .enabled(if: Fixtures.hasShared, "../shared/fixtures is absent: the public reproducers are not in this clone"))
    func inspectEveryReproducer() throws {
        let folder = try #require(Fixtures.shared?.appendingPathComponent("hostile-reproducers").path)
        let result = try TypeFitProcess.run(["inspect", "--format", "json", folder])
        #expect(result.exitCode == 2)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.allSatisfy { $0.hasPrefix("typefit: error: ") && $0.contains("hostile-reproducers/") })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(((document["faces"] as? [[String: Any]])?.count ?? 0) + errors.count >= Self.reproducers.count)
    }

    /// Each file measured through the binary: a result or one error line within the bound, never a signal.
    static func measureEvery(_ files: [String]) async throws {
        let text = "AV fi a" + String(repeating: "\u{0301}", count: 3_000)
        let failures = try await withThrowingTaskGroup(of: String?.self) { group in
            var next = 0
            var failures: [String] = []
            func start(_ group: inout ThrowingTaskGroup<String?, Error>) {
                guard next < files.count else { return }
                let file = files[next]
                next += 1
                group.addTask {
                    let start = ContinuousClock.now
                    let result = try TypeFitProcess.run([
                        "measure", "--font", file, "--size", "17", "--width", "100", text,
                    ])
                    let elapsed = ContinuousClock.now - start
                    if result.exitCode != 0 && result.exitCode != 2 { return "\(file): exit \(result.exitCode)" }
                    if result.exitCode == 2 && result.stderr.split(separator: "\n").count != 1 {
                        return "\(file): not one error line: \(result.stderr)"
                    }
                    if elapsed > Self.timeBound { return "\(file): \(elapsed)" }
                    return nil
                }
            }
            for _ in 0..<4 { start(&group) }
            while let outcome = try await group.next() {
                if let outcome { failures.append(outcome) }
                start(&group)
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
