import ArgumentParser

/// How a command prints its result.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table
    case json
}
