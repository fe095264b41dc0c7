import Dispatch
import TypeFitPipeline
import TypeFitSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While it lives, SIGINT, SIGTERM and SIGHUP remove a run's temporary files, then end the
/// process as the signal would have (so a shell sees it killed by that signal): an interrupted
/// or cancelled run leaves no hidden `.report.*.tmp` files behind. (SIGKILL cannot be caught: a
/// later run removes what such a run left, ``ReportFolder``.)
final class SignalCleanup {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private let sources: [any DispatchSourceSignal]

    init(removing temporaries: TemporaryFiles) {
        sources = Self.signals.map { number in
            // Ignored as a signal, so it arrives as the source's event instead of ending the process.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                temporaries.removeAll()
                // libdispatch receives the signal with it blocked: unblocked and back at its
                // default, raised again it ends the process as the signal does.
                signal(number, SIG_DFL)
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, number)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(number)
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
