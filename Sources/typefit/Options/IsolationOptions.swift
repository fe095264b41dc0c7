import ArgumentParser
import Foundation
import TypeFitText

/// `--no-isolation`: load fonts in this process without probing them in a child first.
struct IsolationOptions: ParsableArguments {
    @Flag(help: "Trust the fonts: do not probe each one in a separate, resource-limited process first.")
    var noIsolation = false

    @Option(help: .hidden)
    var isolationTimeout: Double = 10

    /// The probe that re-executes this binary in its hidden __probe mode, or nil with --no-isolation.
    var probe: IsolatedProbe? {
        guard !noIsolation else { return nil }
        // Linux names the running binary in /proc; elsewhere Foundation's bundle path does.
        #if os(Linux)
            let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
            let own: String? = nil
        #endif
        let executable = own ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return IsolatedProbe(executable: executable, timeout: .milliseconds(Int(isolationTimeout * 1000)))
    }
}
