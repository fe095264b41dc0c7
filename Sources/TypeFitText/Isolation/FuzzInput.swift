import TypeFitBackend

/// One fuzzing input: font bytes, then a separator byte 0xFF 0xFE and UTF-8 text (its first
/// ``maximumTextBytes``; the default text when there is no separator). Loads the file's faces (at
/// most four, from one copy of the bytes counted once), shapes the text and lays it out; never
/// traps on any input.
/// Used by the libFuzzer target and replayed by the tests over Tests/Fixtures/fuzz.
package enum FuzzInput {
    /// The text an input shapes is cut here: longer texts reach no new font code, only cost time
    /// (the text parsers have a fuzz target of their own).
    package static let maximumTextBytes = 1_024

    /// What every input reuses: one FreeType library and one set of ICU iterators (opening ICU's
    /// line-break rules per input cost more than the font work). Not `Sendable`: one per thread.
    package final class Context {
        let library: FreeTypeLibrary
        let preparer: TextPreparer

        package init() throws {
            library = try FreeTypeLibrary()
            preparer = try TextPreparer()
        }
    }

    /// Runs one input with a context of its own; returns the faces laid out.
    @discardableResult
    package static func run(_ data: [UInt8]) -> Int {
        guard let context = try? Context() else { return 0 }
        return run(data, context: context)
    }

    /// Runs one input with the context the caller keeps across inputs; returns the faces laid out.
    @discardableResult
    package static func run(_ data: [UInt8], context: Context) -> Int {
        var fontBytes = data[...]
        var text = "AV fi Hello مرحبا"
        if let separator = (0..<max(0, data.count - 1)).last(where: { data[$0] == 0xFF && data[$0 + 1] == 0xFE }) {
            fontBytes = data[..<separator]
            text = String(decoding: data[(separator + 2)...].prefix(maximumTextBytes), as: UTF8.self)
        }
        guard let file = try? FontFile(bytes: fontBytes, label: "fuzz", library: context.library, maximumFaces: 4)
        else { return 0 }
        var laidOut = 0
        for index in 0..<min(file.faceCount, 4) {
            guard let face = try? file.face(index),
                let font = try? ShapingFont(face: face),
                let prepared = try? context.preparer.prepare(text, font: font)
            else { return laidOut }
            let layout = TextLayout(
                pointSize: 17, lineHeight: face.metrics.lineHeight(.apple, pointSize: 17), maxWidth: 100, maxLines: 2)
            _ = layout.measure(prepared)
            _ = layout.summarize(prepared)
            laidOut += 1
        }
        return laidOut
    }
}
