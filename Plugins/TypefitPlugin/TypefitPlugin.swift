import Foundation
import PackagePlugin

/// `swift package plugin typefit check [options]`: typefit, built from source by SwiftPM, run in
/// the package's folder with the arguments given (`check` when none). Its exit code is the
/// command's: 0 nothing tripped, 1 a limit failed or a baseline regressed, 2 bad input.
@main
struct TypefitPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let typefit = try context.tool(named: "typefit")
        let process = Process()
        process.executableURL = typefit.url
        process.arguments = arguments.isEmpty ? ["check"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            Diagnostics.error(
                process.terminationReason == .exit
                    ? "typefit exited with \(status) (1: a limit failed or a baseline regressed; 2: bad input)"
                    : "typefit was ended by signal \(status)")
            throw PluginFailure(status: status)
        }
    }
}

/// typefit did not pass: the command plugin fails with it.
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "typefit exited with \(status)" }
}
