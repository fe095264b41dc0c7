import Foundation
import PackagePlugin

/// Before every build of `typefit`, writes `BuildCommit.swift`: the commit the package is built
/// from and whether its tracked files differ from it — `typefit --version` names both, so a
/// report can be traced to its exact source. Nothing is written when neither changed (the
/// target is not recompiled), and a package that is not its own git checkout (a source tarball,
/// a vendored copy inside another repository) or a machine without git builds with no commit.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit")
        return [
            .prebuildCommand(
                displayName: "Reading the commit typefit is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "build-commit", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output)
        ]
    }

    /// `$1` the package's folder, `$2` the folder for the Swift file. git's answers only count
    /// when the package's folder is the top of its own checkout.
    static let script = #"""
        set -u
        package=$1; out=$2
        mkdir -p "$out"
        commit=nil; dirty=false
        top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) || top=""
        if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ]; then
          if hash=$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null); then
            commit="\"$hash\""
            git -C "$package" diff --quiet HEAD -- 2>/dev/null || dirty=true
          fi
        fi
        cat > "$out/BuildCommit.swift.new" <<SWIFT
        // Written before each build by the BuildCommit plugin (Plugins/BuildCommit).
        /// The commit typefit was built from, and whether tracked files differed from it.
        enum BuildCommit {
            static let commit: String? = $commit
            static let dirty = $dirty
        }
        SWIFT
        if cmp -s "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"; then
          rm -f "$out/BuildCommit.swift.new"
        else
          mv "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"
        fi
        """#
}
