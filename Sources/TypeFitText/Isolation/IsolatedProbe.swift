import Foundation
import Synchronization
import TypeFitBackend

/// Runs ``FontProbe`` on untrusted fonts in child processes — `typefit` re-executed in its
/// hidden `__probe` mode — so a crash, a hang or runaway memory in FreeType or HarfBuzz becomes
/// an error naming the font and the signal, and the run goes on.
///
/// The child limits itself (``ResourceLimits/apply()``: CPU seconds and address space with
/// setrlimit) before it touches the font; the parent kills it after a wall-clock timeout. The
/// child proves it is a probe and read the font (``Handshake``): any other program that merely
/// exits 0 (`/bin/true`) admits nothing.
package struct IsolatedProbe: Sendable {
    /// The executable to run (typefit itself) and the arguments before the font path.
    package var executable: String
    package var arguments: [String]
    /// Wall-clock limit per font.
    package var timeout: Duration

    package init(executable: String, arguments: [String] = ["__probe"], timeout: Duration = .seconds(10)) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
    }

    /// nil when the font loaded and shaped in the child (errors it reports are left for the
    /// in-process run to report the same way); else a ``FontError`` describing the crash or hang.
    package func check(_ path: String) -> FontError? {
        switch run(arguments + [path]) {
        case let .notStarted(detail): return .isolation(path: path, detail: detail)
        case .timedOut:
            return .isolation(path: path, detail: "timed out after \(timeout) loading and shaping it; killed")
        case let .signal(signal):
            let name = ResourceLimits.signalName(signal)
            let hint = signal == SIGXCPU ? " (CPU limit)" : signal == SIGKILL ? " (killed: a resource limit)" : ""
            return .isolation(
                path: path, detail: "crashed with signal \(signal) (\(name))\(hint) while loading and shaping it")
        case let .exit(status, _) where status != 0:
            return .isolation(
                path: path, detail: "the probe exited with status \(status) (out of memory or a runtime trap)")
        case let .exit(_, answered):
            guard answered else {
                return .isolation(
                    path: path,
                    detail: "\(executable) gave no handshake: it is not a typefit probe, so the font was not checked")
            }
            return nil
        }
    }

    /// Whether the executable is a typefit probe: asked to probe no font, it answers the handshake.
    package func answers() -> Bool {
        if case .exit(0, true) = run(arguments) { return true }
        return false
    }

    /// How a child ended.
    private enum Outcome {
        case notStarted(String)
        case timedOut
        case signal(Int32)
        /// Its exit status, and whether it answered the handshake.
        case exit(Int32, answered: Bool)
    }

    /// Runs the child with `arguments`, a fresh handshake token and a lifeline, killed at the timeout.
    private func run(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The child's answer comes through a pipe no other child inherits: one that did (a probe
        // started side by side) would hold its end open, and reading the answer would wait for it.
        guard let answerEnds = ProbeLifeline.closeOnExecPipe() else {
            return .notStarted("could not make a pipe for the isolated probe")
        }
        let answer = FileHandle(fileDescriptor: answerEnds.read, closeOnDealloc: true)
        let answerWriter = FileHandle(fileDescriptor: answerEnds.write, closeOnDealloc: true)
        process.standardOutput = answerWriter
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let token = Handshake.token()
        environment[Handshake.variable] = token
        // The child's stdin is a pipe only this process holds the other end of: when this
        // process dies (killed by `timeout`, a CI runner), the child reads its end and ends too
        // (``ProbeLifeline``), even though it runs in a process group of its own.
        guard let lifeline = ProbeLifeline() else { return .notStarted("could not make a pipe for the isolated probe") }
        environment[ProbeLifeline.variable] = "stdin"
        process.environment = environment
        process.standardInput = lifeline.childEnd
        do {
            try process.run()
        } catch {
            return .notStarted("could not start the isolated probe \(executable): \(error)")
        }
        // The child has its own copy of the answer's end now; this process's goes, so the
        // answer ends when the child does.
        try? answerWriter.close()
        defer { withExtendedLifetime(lifeline) {} }
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            usleep(2_000)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .timedOut
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit else { return .signal(process.terminationStatus) }
        // The answer is a line per face and the handshake: a few hundred bytes at most.
        let said = String(decoding: (try? answer.readToEnd()) ?? Data(), as: UTF8.self)
        return .exit(process.terminationStatus, answered: Handshake.faces(in: said, token: token) != nil)
    }
}

/// How a probe proves itself: the parent puts a fresh random token in the child's environment;
/// the child, once it has read and shaped every face, prints `TOKEN faces N` (the faces it read).
/// Only a typefit probe that ran to the end can say that line.
package enum Handshake {
    package static let variable = "TYPEFIT_PROBE_TOKEN"

    static func token() -> String {
        (0..<2).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 36) }.joined()
    }

    /// The child's line, when the parent asked for one.
    package static func answer(faces: Int) -> String? {
        ProcessInfo.processInfo.environment[variable].map { "\($0) faces \(faces)" }
    }

    /// The faces the child said it read, or nil when it did not answer with `token`.
    static func faces(in output: String, token: String) -> Int? {
        output.split(separator: "\n").lazy.compactMap { line -> Int? in
            let parts = line.split(separator: " ")
            guard parts.count == 3, parts[0] == token, parts[1] == "faces" else { return nil }
            return Int(parts[2])
        }.first
    }
}

/// The pipe between a probe and its parent. The parent holds the write end (close-on-exec, so
/// no other child inherits it) and never writes; the child, told so by its environment, reads
/// its stdin on a thread of its own and ends the moment it sees end-of-file — which happens
/// exactly when the parent is gone.
package final class ProbeLifeline {
    /// The environment variable that tells a probe to watch its stdin.
    package static let variable = "TYPEFIT_PROBE_LIFELINE"
    /// The child's stdin.
    let childEnd: FileHandle
    private let parentEnd: FileHandle

    init?() {
        guard let ends = Self.closeOnExecPipe() else { return nil }
        childEnd = FileHandle(fileDescriptor: ends.read, closeOnDealloc: true)
        parentEnd = FileHandle(fileDescriptor: ends.write, closeOnDealloc: true)
    }

    /// A pipe whose ends no child inherits (but the one it is handed to as stdin): made
    /// close-on-exec atomically on Linux, where another thread may be starting a child meanwhile.
    package static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        // glibc's pipe2 is declared under _GNU_SOURCE, which Swift's Glibc module leaves out:
        // found in the process, as `mallopt` is.
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        if let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "pipe2") {
            guard unsafeBitCast(symbol, to: Pipe2.self)(&ends, O_CLOEXEC) == 0 else { return nil }
            return (ends[0], ends[1])
        }
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return (ends[0], ends[1])
    }

    /// In the child: when the parent asked for it, ends this process as soon as stdin reaches
    /// its end (the parent died), whatever the process is doing (a read that waits for ever).
    package static func watchParent() {
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
package enum ResourceLimits {
    /// CPU seconds.
    package static let cpuSeconds: rlim_t = 10
    /// Address space: 4 GiB (Swift and FreeType reserve more than they use).
    package static let addressSpace: rlim_t = 4 << 30

    /// Applies the limits to the current process. `TYPEFIT_NO_ADDRESS_SPACE_LIMIT=1` in the
    /// environment skips the address-space limit: AddressSanitizer reserves terabytes of shadow
    /// memory and cannot start under one (`make test-asan` sets it).
    package static func apply() {
        // Glibc imports the resources as an enum, Darwin as plain Int32 macros.
        #if canImport(Glibc)
            let (cpuResource, memoryResource) = (Int32(RLIMIT_CPU.rawValue), Int32(RLIMIT_AS.rawValue))
        #else
            let (cpuResource, memoryResource) = (RLIMIT_CPU, RLIMIT_AS)
        #endif
        var cpu = rlimit(rlim_cur: cpuSeconds, rlim_max: cpuSeconds + 1)
        setrlimit(cpuResource, &cpu)
        guard ProcessInfo.processInfo.environment["TYPEFIT_NO_ADDRESS_SPACE_LIMIT"] == nil else { return }
        var memory = rlimit(rlim_cur: addressSpace, rlim_max: addressSpace)
        setrlimit(memoryResource, &memory)
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
package final class FontGate: Sendable {
    package let probe: IsolatedProbe?
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
            settled.signal()  // the next waiter, if any, passes too
            return value.withLock { $0 } ?? nil
        }
    }

    /// `probe: nil` trusts every font (`--no-isolation`); `trusted` paths were probed already.
    package init(probe: IsolatedProbe?, trusted: Set<String> = []) {
        self.probe = probe
        verdicts.withLock { verdicts in
            for path in trusted { verdicts[path] = Verdict(known: nil) }
        }
    }

    /// nil when `path` may be loaded in this process.
    package func admit(_ path: String) -> FontError? {
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
