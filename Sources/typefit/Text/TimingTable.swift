import TypeFitText
import TypeFitSupport
import TypeFitCheck

/// `check --timings`: each stage's wall-clock time and share, then its parts indented (the report
/// writers' busy time, spent alongside the measuring), and the measuring rate.
package enum TimingTable {
    package static func render(_ phases: [PhaseTiming], measurements: Int) -> String {
        let total = phases.filter { !$0.isPart }.reduce(0) { $0 + $1.seconds }
        let width = phases.map { $0.phase.count + ($0.isPart ? 2 : 0) }.max() ?? 0
        var lines = phases.map { phase in
            // Parts (reports written side by side) are indented under the stage they belong to.
            let name = (phase.isPart ? "  " : "") + phase.phase
            let share = phase.isPart || total == 0 ? "" : "\(Int((phase.seconds / total * 100).rounded())) %"
            return "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + formatted(phase.seconds, decimals: 3).leftPadded(to: 9) + " s  " + share.leftPadded(to: 5)
        }
        lines.insert("timings:", at: 0)
        lines.append(
            "  " + "total".padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + formatted(total, decimals: 3).leftPadded(to: 9) + " s")
        if let measure = phases.first(where: { $0.phase.hasPrefix("measure") }), measure.seconds > 0 {
            lines.append(
                "  \(measurements) measurements, \(Int((Double(measurements) / measure.seconds).rounded())) per second of measuring"
            )
            if let processor = measure.processorSeconds {
                lines.append(
                    "  measuring kept \(formatted(processor / measure.seconds, decimals: 2)) cores busy (\(formatted(processor, decimals: 3)) s of processor time, every thread's)"
                )
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
