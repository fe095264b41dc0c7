// The library as one import for its users: `import TypeFitKit` brings every layer's public API.
// The layers, bottom up (each target imports only the ones below it, and the compiler holds it):
//   TypeFitSupport  number formatting, escaping, text files, YAML/JSON document nodes, input errors
//   TypeFitBackend  the only target that imports FreeType, HarfBuzz, fontconfig and ICU (CLineBreak)
//   TypeFitText     shaping-once prepared text, line layout, drawing, size scaling, font isolation
//   TypeFitCheck    style guides, string catalogs, the check plan, verdicts, the report model, diffs
//   TypeFitReports  JSON, CSV, Markdown, JUnit, HTML and Swift writers
@_exported import TypeFitSupport
@_exported import TypeFitBackend
@_exported import TypeFitText
@_exported import TypeFitCheck
@_exported import TypeFitReports
