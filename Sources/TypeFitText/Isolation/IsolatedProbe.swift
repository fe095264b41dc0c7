import Foundation
import Synchronization
import TypeFitBackend

/// Runs ``FontProbe`` on untrusted fonts in child processes — `typefit` re-executed in its
/// hidden `__probe` mode — so a crash, a hang or runaway memory in FreeType or HarfBuzz becomes
/// an error naming the font and the signal, and the run goes on.
///
/// The child limits itself (``ResourceLimits/apply()``: CPU seconds and address space with
/// setrlimit) before it touches the font; the parent kills it after a wall-clock timeout.
public struct IsolatedProbe: Sendable {
    /// The executable to run (typefit itself) and the arguments before the font path.
    public var executable: String
    public var arguments: [String]
    /// Wall-clock limit per font.
    public var timeout: Duration

    public init(executable: String, arguments: [String] = ["__probe"], timeout: Duration = .seconds(10)) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
    }

    /// nil when the font loaded and shaped in the child (errors it reports are left for the
    /// in-process run to report the same way); else a ``FontError`` describing the crash or hang.
    public func check(_ path: String) -> FontError? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + [path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // The child's stdin is a pipe only this process holds the other end of: when this
        // process dies (killed by `timeout`, a CI runner), the child reads its end and ends too
        // (``ProbeLifeline``), even though it runs in a process group of its own.
        guard let lifeline = ProbeLifeline() else { return .isolation(path: path, detail: "could not make a pipe for the isolated probe") }
        environment[ProbeLifeline.variable] = "stdin"
        process.environment = environment
        process.standardInput = lifeline.childEnd
        do {
            try process.run()
        } catch {
            return .isolation(path: path, detail: "could not start the isolated probe \(executable): \(error)")
        }
        defer { withExtendedLifetime(lifeline) {} }
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            usleep(2_000)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .isolation(path: path, detail: "timed out after \(timeout) loading and shaping it; killed")
        }
        process.waitUntilExit()
        switch process.terminationReason {
        case .uncaughtSignal:
            let signal = process.terminationStatus
            let name = ResourceLimits.signalName(signal)
            let hint = signal == SIGXCPU ? " (CPU limit)" : signal == SIGKILL ? " (killed: a resource limit)" : ""
            return .isolation(path: path, detail: "crashed with signal \(signal) (\(name))\(hint) while loading and shaping it")
        case .exit where process.terminationStatus != 0:
            return .isolation(path: path, detail: "the probe exited with status \(process.terminationStatus) (out of memory or a runtime trap)")
        default:
            return nil
        }
    }
}

/// The pipe between a probe and its parent. The parent holds the write end (close-on-exec, so
/// no other child inherits it) and never writes; the child, told so by its environment, reads
/// its stdin on a thread of its own and ends the moment it sees end-of-file — which happens
/// exactly when the parent is gone.
public final class ProbeLifeline {
    /// The environment variable that tells a probe to watch its stdin.
    public static let variable = "TYPEFIT_PROBE_LIFELINE"
    /// The child's stdin.
    let childEnd: FileHandle
    private let parentEnd: FileHandle

    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        childEnd = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        parentEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    }

    /// In the child: when the parent asked for it, ends this process as soon as stdin reaches
    /// its end (the parent died), whatever the process is doing (a read that waits for ever).
    public static func watchParent() {
        guard ProcessInfo.processInfo.environment[variable] == "stdin" else { return }
        let watcher = Thread {
            var byte: UInt8 = 0
            while true {
                let got = read(STDIN_FILENO, &byte, 1)
                if got > 0 || got < 0 && errno == EINTR { continue }
                _exit(70)
            }
        }
        watcher.start()
    }
}

/// The limits an isolated child puts on itself.
public enum ResourceLimits {
    /// CPU seconds.
    public static let cpuSeconds: rlim_t = 10
    /// Address space: 4 GiB (Swift and FreeType reserve more than they use).
    public static let addressSpace: rlim_t = 4 << 30

    /// Applies the limits to the current process. `TYPEFIT_NO_ADDRESS_SPACE_LIMIT=1` in the
    /// environment skips the address-space limit: AddressSanitizer reserves terabytes of shadow
    /// memory and cannot start under one (`make test-asan` sets it).
    public static func apply() {
        var cpu = rlimit(rlim_cur: cpuSeconds, rlim_max: cpuSeconds + 1)
        setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)
        guard ProcessInfo.processInfo.environment["TYPEFIT_NO_ADDRESS_SPACE_LIMIT"] == nil else { return }
        var memory = rlimit(rlim_cur: addressSpace, rlim_max: addressSpace)
        setrlimit(Int32(RLIMIT_AS.rawValue), &memory)
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGABRT: "SIGABRT"
        case SIGILL: "SIGILL"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGXCPU: "SIGXCPU"
        case SIGTRAP: "SIGTRAP"
        default: "signal \(signal)"
        }
    }
}

/// Whether fonts are probed in a child process before typefit loads them, and the verdicts so
/// far. Shared by a run's tasks: each file is probed once, and a task that needs a file another
/// is probing waits for that verdict instead of starting a second child.
public final class FontGate: Sendable {
    public let probe: IsolatedProbe?
    private let verdicts = Mutex<[String: Verdict]>([:])

    /// A file's verdict, settled once by the task that probes it.
    private final class Verdict: Sendable {
        private let value = Mutex<FontError??>(nil)
        private let settled = DispatchSemaphore(value: 0)

        init() {}

        init(known: FontError?) {
            value.withLock { $0 = .some(known) }
        }

        func settle(_ verdict: FontError?) {
            value.withLock { $0 = .some(verdict) }
            settled.signal()
        }

        /// The verdict, waiting for it while the file is probed.
        func wait() -> FontError? {
            if let known = value.withLock({ $0 }) { return known }
            settled.wait()
            settled.signal()   // the next waiter, if any, passes too
            return value.withLock { $0 } ?? nil
        }
    }

    /// `probe: nil` trusts every font (`--no-isolation`); `trusted` paths were probed already.
    public init(probe: IsolatedProbe?, trusted: Set<String> = []) {
        self.probe = probe
        verdicts.withLock { verdicts in
            for path in trusted { verdicts[path] = Verdict(known: nil) }
        }
    }

    /// nil when `path` may be loaded in this process.
    public func admit(_ path: String) -> FontError? {
        guard let probe else { return nil }
        let (verdict, probes) = verdicts.withLock { verdicts in
            if let known = verdicts[path] { return (known, false) }
            let pending = Verdict()
            verdicts[path] = pending
            return (pending, true)
        }
        if probes { verdict.settle(probe.check(path)) }
        return verdict.wait()
    }
}
