import Foundation
import Synchronization
import TypeFitSupport

/// How a check shows its progress on stderr.
enum ProgressMode: String, CaseInsensitiveArgument {
    /// A line redrawn in place: measurements done of planned, rate and time left.
    case bar
    /// A line at every tenth of the way, for CI logs that keep every line.
    case plain
    case none
}

/// The progress of a check, counted in measurements: a bar redrawn up to ten times a second on a
/// terminal (from half a second in, so a quick check draws nothing), or a plain line at each
/// 10 % for a log. Called from the measuring threads, as each unit is measured.
final class ProgressBar: Sendable {
    private struct State {
        var shown = false
        var lastDrawn: ContinuousClock.Instant?
        var lastState = ""
        var tenths = 0
        /// The first update: the rate is measured from there (reading and probing come before).
        var first: (time: ContinuousClock.Instant, done: Int)?
    }

    private let mode: ProgressMode
    private let state = Mutex(State())
    private let start = ContinuousClock.now

    /// `mode` nil: a bar when stderr is a terminal, nothing otherwise.
    init(mode: ProgressMode?) {
        self.mode = mode ?? (isatty(STDERR_FILENO) != 0 ? .bar : .none)
    }

    func update(_ done: Int, _ total: Int) {
        guard mode != .none, total > 0 else { return }
        let now = ContinuousClock.now
        let elapsed = (now - start).seconds
        state.withLock { state in
            switch mode {
            case .bar:
                let first = state.first ?? (now, done)
                state.first = first
                guard now - start > .milliseconds(500) else { return }
                if let last = state.lastDrawn, now - last < .milliseconds(100), done < total { return }
                let line = Self.bar(done, total, measuring: (now - first.time).seconds, since: first.done)
                guard line != state.lastState else { return }
                state.lastDrawn = now
                state.lastState = line
                state.shown = true
                Output.printRaw(toStderr: "\r\u{1B}[K" + line)
            case .plain:
                let tenths = min(10, done * 10 / total)
                guard tenths > state.tenths else { return }
                state.tenths = tenths
                Output.printRaw(
                    toStderr:
                        "typefit check: \(tenths * 10)% — \(Self.grouped(done)) of \(Self.grouped(total)) measurements, \(String(format: "%.1f", elapsed)) s\n"
                )
            case .none: return
            }
        }
    }

    /// "████████░░░░░░░  52%  123,456/237,000 measurements · 85,000/s · 2 s left": the rate over
    /// the `measuring` seconds since the first update, when `since` had been done.
    static func bar(_ done: Int, _ total: Int, measuring: Double, since: Int) -> String {
        let width = 20
        let filled = min(width, width * done / total)
        let counts =
            String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + " \(String(format: "%3d", min(100, done * 100 / total)))%  \(grouped(done))/\(grouped(total)) measurements"
        guard measuring > 0.2, done > since else { return counts }
        let rate = Double(done - since) / measuring
        let left = Double(total - done) / rate
        return counts + " · \(grouped(Int(rate)))/s · \(left < 1 ? "<1" : String(Int(left.rounded(.up)))) s left"
    }

    /// 123456 → "123,456".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }

    func finish() {
        state.withLock { state in
            if state.shown { Output.printRaw(toStderr: "\r\u{1B}[K") }
        }
    }
}
