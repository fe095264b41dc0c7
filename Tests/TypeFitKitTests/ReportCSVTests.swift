import Testing
@testable import TypeFitReports

/// report.csv's fields: RFC 4180 quoting by bytes, formula-looking text defused, numbers kept.
@Suite struct ReportCSVTests {
    @Test func fieldsAreQuotedWhereTheyMustBe() {
        #expect(ReportCSV.quote("plain") == "plain")
        #expect(ReportCSV.quote("a, b") == "\"a, b\"")
        #expect(ReportCSV.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        // "\r\n" is one Character; it must still be quoted.
        #expect(ReportCSV.quote("line\r\nbreak") == "\"line\r\nbreak\"")
        #expect(ReportCSV.quote("=SUM(A1)") == "'=SUM(A1)")
        #expect(ReportCSV.quote("-1.5") == "-1.5")
        var out: [UInt8] = []
        ReportCSV.appendRecord(["a", "b,c", "line\r\nbreak", "@x", "-2"], to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "a,\"b,c\",\"line\r\nbreak\",'@x,-2\r\n")
    }
}
