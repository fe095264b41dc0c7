import Foundation
import Testing

/// Android's own text layout engine for the conformance test: Minikin (Android 15), built by
/// `make android-engine` from `../shared/upstream/minikin` under typefit's StaticLayout harness
/// (Scripts/minikin/static_layout.cpp).
public enum AndroidEngine {
    /// Where `make android-engine` builds it.
    public static let folder = Fixtures.root.appendingPathComponent(".build-tools/minikin").path

    /// The harness binary; a test without it is skipped (failed in CI: ``Tool``).
    public static var staticLayout: String {
        get throws {
            let path = folder + "/static_layout"
            guard FileManager.default.isExecutableFile(atPath: path) else {
                try Tool.unavailable(
                    "Android's Minikin is not built: run make android-engine (needs ../shared/upstream/minikin)")
            }
            return path
        }
    }

    /// The folder of hyphenation patterns `make hyphenation-patterns` fetches (hyph-utf8's text,
    /// and the .hyb files the harness loads); a test without it is skipped (failed in CI).
    public static var hyphenationPatterns: String {
        get throws {
            let path = Fixtures.root.appendingPathComponent(".build-tools/hyphenation").path
            guard FileManager.default.fileExists(atPath: path + "/hyph-de-1996.hyb") else {
                try Tool.unavailable(
                    "no hyphenation patterns: run make hyphenation-patterns (Debian's texlive-lang-english and -german)"
                )
            }
            return path
        }
    }

    /// Which Minikin it is: the tag and commit its SOURCE.md names.
    public static var version: String {
        let source = (try? String(contentsOfFile: folder + "/src/SOURCE.md", encoding: .utf8)) ?? ""
        let commit = source.range(of: "[0-9a-f]{40}", options: .regularExpression).map { String(source[$0]) }
        let tag = source.range(of: "android-[0-9][0-9.]*_r[0-9]+", options: .regularExpression).map {
            String(source[$0])
        }
        return "Minikin \(tag ?? "?") (frameworks/minikin \(commit ?? "?"))"
    }
}
