import Foundation
import TestSupport
import Testing

/// The package builds on macOS as well as Linux (issue 35, item 6): every Glibc-only or
/// Linux-only call in the sources is inside an `#if canImport(Glibc)` or `#if os(Linux)` branch,
/// with the Darwin spelling in its `#else`.
@Suite struct SourcePortabilityTests {
    /// Spellings that compile only against Glibc or work only on Linux.
    static var linuxOnly: [(pattern: Regex<Substring>, why: String)] {
        [
            (/\bimport Glibc\b/, "Glibc is Linux's C library"),
            (/\bGlibc\./, "Glibc is Linux's C library"),
            (/\b(?:RLIMIT|RUSAGE)_[A-Z_]+\.rawValue/, "Glibc imports these as enums, Darwin as Int32 macros"),
            (/\bmallopt\b/, "glibc's allocator"),
            (/"\/proc\//, "Linux's /proc"),
            (/\bprctl\b|\bPR_SET_/, "Linux's prctl"),
        ]
    }

    /// Lines of `text` outside a Linux-only branch that use a Linux-only spelling.
    static func unguarded(_ text: String) -> [(line: Int, text: String)] {
        // A stack of the open #if blocks: whether the branch now read is Linux-only.
        var branches: [Bool] = []
        let patterns = linuxOnly
        var found: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#if ") {
                branches.append(code.contains("canImport(Glibc)") || code.contains("os(Linux)"))
            } else if code.hasPrefix("#elseif") || code.hasPrefix("#else") {
                if !branches.isEmpty { branches[branches.count - 1] = false }
            } else if code.hasPrefix("#endif") {
                _ = branches.popLast()
            } else if !branches.contains(true), !code.hasPrefix("//"),
                patterns.contains(where: { code.contains($0.pattern) })
            {
                found.append((index + 1, code))
            }
        }
        return found
    }

    @Test func linuxOnlyCallsAreInsideLinuxBranches() throws {
        var files: [String] = []
        for folder in ["Sources", "Plugins", "Tests/TestSupport"] {
            let root = Fixtures.root.appendingPathComponent(folder).path
            let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            files += names.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        #expect(files.count > 100)
        var problems: [String] = []
        for file in files {
            let text = try String(contentsOf: Fixtures.root.appendingPathComponent(file), encoding: .utf8)
            problems += Self.unguarded(text).map { "\(file):\($0.line): \($0.text)" }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The checker itself: a guarded call passes, the same call outside the branch (or in its
    /// Darwin #else) is found.
    @Test func theCheckerFindsAnUnguardedCall() {
        let guarded =
            "#if canImport(Glibc)\n    getrusage(RUSAGE_SELF.rawValue, &u)\n#else\n    getrusage(RUSAGE_SELF, &u)\n#endif\n"
        #expect(Self.unguarded(guarded).isEmpty)
        let bare = "let x = 1\nsetrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)\n"
        #expect(Self.unguarded(bare).map(\.line) == [2])
        let wrongBranch = "#if canImport(Darwin)\n#else\n#endif\n#if os(macOS)\n#else\nimport Glibc\n#endif\n"
        #expect(Self.unguarded(wrongBranch).map(\.line) == [6])
    }
}
