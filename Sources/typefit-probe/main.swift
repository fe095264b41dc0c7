// A synchronous driver of the font probe, for valgrind (which cannot run Swift Concurrency):
// `make valgrind` runs it over the hostile corpus. Prints one line per face.
import TypeFitText

for path in CommandLine.arguments.dropFirst() {
    for line in FontProbe.run(path: path) {
        print("\(path): \(line)")
    }
}
