import Testing
@testable import TypeFitBackend

@Suite struct FontWeightTests {
    @Test(arguments: [
        ("100", 100), ("600", 600), ("1000", 1000), ("thin", 100), ("ExtraLight", 200), ("ultra-light", 200),
        ("light", 300), ("Regular", 400), ("normal", 400), ("medium", 500), ("Semi Bold", 600), ("demibold", 600),
        ("semi-bold", 600), ("bold", 700), ("extrabold", 800), ("black", 900), ("heavy", 900), (" bold ", 700),
    ])
    func parses(text: String, value: Int) {
        #expect(FontWeight(parsing: text)?.value == value)
    }

    @Test(arguments: ["0", "1001", "-5", "boldest", "", "6OO"])
    func rejects(text: String) {
        #expect(FontWeight(parsing: text) == nil)
    }

    @Test func names() {
        #expect(FontWeight(600).name == "SemiBold")
        #expect(FontWeight(250).name == "Light")
        #expect(FontWeight(950).name == "Black")
    }
}
