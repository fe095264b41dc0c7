import ArgumentParser

/// How a command prints its result.
enum OutputFormat: String, CaseInsensitiveArgument {
    case table
    case json
}
