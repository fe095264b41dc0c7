import TypeFitBackend

/// The work an isolated child does on an untrusted font: open every face (within the caps),
/// read and check its metrics, and shape a probe string through HarfBuzz, including a long run
/// of combining marks (HarfBuzz 6.0's quadratic mark-attachment case, CVE-2023-25193).
package enum FontProbe {
    /// Latin with kerning and ligature candidates, digits, Arabic, and 2 000 combining marks.
    package static let probeText =
        "AVAWAY fi ffl Hello 0123456789 مرحبا بالعالم " + "a" + String(repeating: "\u{0301}", count: 2_000)

    /// Loads and shapes `path`; returns one line per face: "ok …" or the error.
    package static func run(path: String, inspector: FontInspector = FontInspector()) -> [String] {
        let library: FreeTypeLibrary
        do {
            library = try FreeTypeLibrary()
        } catch {
            return ["error \(error)"]
        }
        // Each face opened once, from one read of the file, and shaped where it was opened.
        return inspector.inspectFaces(path: path, library: library).map { outcome in
            switch outcome {
            case let .failure(error):
                return "error \(error)"
            case let .success(face):
                do {
                    let font = try ShapingFont(face: face)
                    let prepared = try TextPreparer().prepare(probeText, font: font)
                    return "ok \(face.faceIndex) \(prepared.graphemeCount)"
                } catch {
                    return "error \(error)"
                }
            }
        }
    }
}
