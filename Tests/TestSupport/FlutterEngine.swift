import Foundation
import Testing

/// Flutter's own text engine for the tests: SkParagraph in the CanvasKit build that Flutter's
/// web engine loads, from the PyPI package flet-web (pinned in the Makefile, which `make test`
/// installs under `.build-tools/flet-web`), run by Node.js.
public enum FlutterEngine {
    /// Where `make flutter-engine` puts flet-web.
    public static let folder = Fixtures.root.appendingPathComponent(".build-tools/flet-web").path

    /// The folder holding `canvaskit.js` and `canvaskit.wasm`; a test without it is skipped
    /// (failed in CI: ``Tool``).
    public static var canvasKit: String {
        get throws {
            let path = folder + "/flet_web/web/canvaskit"
            guard FileManager.default.fileExists(atPath: path + "/canvaskit.wasm") else {
                try Tool.unavailable("Flutter's CanvasKit is missing: run make flutter-engine (flet-web from PyPI)")
            }
            return path
        }
    }

    /// Which engine it is: flet-web's version and the Flutter engine revision its web build names.
    public static var version: String {
        let distInfo = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
            .first { $0.hasPrefix("flet_web-") && $0.hasSuffix(".dist-info") }
        let package = distInfo.map { String($0.dropFirst("flet_web-".count).dropLast(".dist-info".count)) } ?? "?"
        let bootstrap =
            (try? String(contentsOfFile: folder + "/flet_web/web/flutter_bootstrap.js", encoding: .utf8)) ?? ""
        let revision = bootstrap.range(of: #""engineRevision":"[0-9a-f]+""#, options: .regularExpression).map {
            String(bootstrap[$0].dropFirst(#""engineRevision":""#.count).dropLast())
        }
        return "flet-web \(package), Flutter engine \(revision ?? "?")"
    }
}
