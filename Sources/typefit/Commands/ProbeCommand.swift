import ArgumentParser
import TypeFitText
import TypeFitCheck

extension TypeFitCommand {
    /// `typefit __probe FONT`: the child side of isolation. Limits its own CPU time and address
    /// space, then loads and shapes the font; a crash or hang here is what the parent reports.
    struct Probe: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "__probe", abstract: "Load and shape untrusted fonts under resource limits (internal).",
            shouldDisplay: false)

        @Argument(help: "Font files.")
        var fonts: [String] = []

        func run() throws {
            Self.probe(fonts)
        }

        /// The probe's work, also run straight from `main` for a child given font paths only: a
        /// check starts four children, and parsing the command line found the commands' types
        /// by scanning every protocol conformance in the binary (a fifth of a child's time).
        static func probe(_ fonts: [String]) {
            ResourceLimits.apply()
            var faces = 0
            for font in fonts {
                for line in FontProbe.run(path: font) {
                    if line.hasPrefix("ok ") { faces += 1 }
                    Output.print("\(font): \(line)\n")
                }
            }
            if let answer = Handshake.answer(faces: faces) { Output.print(answer + "\n") }
        }
    }
}
