/// The tool's version.
enum TypeFitVersion {
    static let tool = "0.1.0"
}
