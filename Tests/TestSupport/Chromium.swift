import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`, installed by `make deps`): the real renderer the web
/// platform and report.html are checked against.
public enum Chromium {
    /// The browser's path.
    /// The browser's path; a test without it is skipped (failed in CI: ``Tool``).
    public static var path: String {
        get throws { try Tool.chromium.path() }
    }

    /// Chromium's headless flags: its own profile folder, no sandbox (CI runs as root), no GPU,
    /// no /dev/shm (small in containers).
    public static func headless(_ profile: URL) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--no-first-run", "--mute-audio",
            "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
        ]
    }

    /// Opens `page` (an HTML file in `folder`), lets its scripts run, and returns the text the
    /// page put in its `<pre id="out">` element.
    public static func output(of page: URL, in folder: URL) throws -> String {
        let run = try TypeFitProcess.run(
            executable: try path,
            headless(folder.appendingPathComponent("profile")) + [
                "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
            ])
        guard run.exitCode == 0, let start = run.stdout.range(of: "<pre id=\"out\">"),
            let end = run.stdout.range(of: "</pre>", range: start.upperBound..<run.stdout.endIndex)
        else { throw FixtureError("Chromium gave no output for \(page.path): \(run.stderr.suffix(500))") }
        return String(run.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
