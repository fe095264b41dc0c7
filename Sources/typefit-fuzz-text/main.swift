// libFuzzer target over the text side (`make fuzz`): string catalogs of every format, design
// tokens and style guides, parsed and their strings measured in one fixed font. Built only with
// `swift build --sanitize fuzzer --sanitize address --product typefit-fuzz-text`; libFuzzer
// supplies main. The font is $TYPEFIT_FUZZ_FONT, else the bundled Roboto (run from the repository).
import Foundation
import TypeFitCheck

/// The input folder, the font and the ICU iterators, made once for every input.
///
/// `nonisolated(unsafe)`, and why that holds: libFuzzer calls `LLVMFuzzerTestOneInput` from one
/// thread, one input after another (no `-jobs`/`-workers` fork shares this process's memory), so
/// the context is never used by two threads at once. It is made once: Swift initializes a global
/// lazily and exactly once (swift_once), on the first input.
nonisolated(unsafe) let context = try? CatalogFuzzInput.Context(
    fontPath: ProcessInfo.processInfo.environment["TYPEFIT_FUZZ_FONT"] ?? "Fonts/Roboto/Roboto-Regular.ttf")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let context else {
        fatalError("typefit-fuzz-text: cannot open the font; run from the repository or set TYPEFIT_FUZZ_FONT")
    }
    CatalogFuzzInput.run(Array(UnsafeBufferPointer(start: data, count: size)), context: context)
    return 0
}
