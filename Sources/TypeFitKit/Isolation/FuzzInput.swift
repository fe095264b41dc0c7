/// One fuzzing input: font bytes, then a separator byte 0xFF 0xFE and UTF-8 text (or the
/// default text when there is no separator). Loads every face (at most four), shapes the text
/// and lays it out; never traps on any input. Used by the libFuzzer target and replayed by the
/// tests over Tests/Fixtures/fuzz.
public enum FuzzInput {
    public static func run(_ data: [UInt8]) {
        var fontBytes = data[...]
        var text = "AV fi Hello مرحبا"
        if let separator = (0..<max(0, data.count - 1)).last(where: { data[$0] == 0xFF && data[$0 + 1] == 0xFE }) {
            fontBytes = data[..<separator]
            text = String(decoding: data[(separator + 2)...].prefix(TextPreparer.maximumTextLength), as: UTF8.self)
        }
        guard let library = try? FreeTypeLibrary() else { return }
        let bytes = Array(fontBytes)
        for index in 0..<4 {
            guard let face = try? FontFace(bytes: bytes, label: "fuzz", faceIndex: index, library: library),
                  let font = try? ShapingFont(face: face),
                  let prepared = try? TextPreparer().prepare(text, font: font)
            else { return }
            let layout = TextLayout(pointSize: 17, lineHeight: face.metrics.lineHeight(.apple, pointSize: 17), maxWidth: 100, maxLines: 2)
            _ = layout.measure(prepared)
            _ = layout.summarize(prepared)
        }
    }
}
