import TypeFitSupport
import TypeFitCheck

/// `check --timings`: each stage's wall-clock time, its share, and the measuring rate.
public enum TimingTable {
    public static func render(_ phases: [PhaseTiming], measurements: Int) -> String {
        let total = phases.reduce(0) { $0 + $1.seconds }
        let width = phases.map(\.phase.count).max() ?? 0
        var lines = phases.map { phase in
            let share = total > 0 ? Int((phase.seconds / total * 100).rounded()) : 0
            return "  " + phase.phase.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + formatted(phase.seconds, decimals: 3).leftPadded(to: 9) + " s  " + "\(share) %".leftPadded(to: 5)
        }
        lines.insert("timings:", at: 0)
        lines.append("  " + "total".padding(toLength: width, withPad: " ", startingAt: 0) + "  " + formatted(total, decimals: 3).leftPadded(to: 9) + " s")
        if let measure = phases.first(where: { $0.phase.hasPrefix("measure") }), measure.seconds > 0 {
            lines.append("  \(measurements) measurements, \(Int((Double(measurements) / measure.seconds).rounded())) per second of measuring")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
