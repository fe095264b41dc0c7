import TypeFitCheck

extension ReportCSV {
    /// The parts of report.csv's records that repeat from row to row, written once as bytes and
    /// copied after: a size's style, platform, category and size class (found by the rows'
    /// shared size), a string's key, locale and text and where it is written (a string's rows
    /// come together: the last string's). A record from them is the bytes
    /// ``ReportCSV/appendRecord(_:to:)`` writes: each part is written by the same function.
    /// Each field written at every row read its text (retained and released: text the other
    /// writers read at the same time) and looked at each byte for quoting.
    struct RecordParts {
        private var sizes = SizeMap()
        private var sizeFields: [[UInt8]] = []
        /// Held, so that no other string takes its place at the same address.
        private var string: MeasuredString?
        private var stringFields: [UInt8] = []
        private var sourceFields: [UInt8] = []

        /// Appends the record of the row at `row` to `out`.
        mutating func appendRecord(_ row: UnsafePointer<CheckResult>, to out: inout [UInt8]) {
            if let index = sizes.value(forSizeOf: row) {
                out.append(contentsOf: sizeFields[index])
            } else {
                var fields: [UInt8] = []
                ReportCSV.appendSizeFields(row.pointee, to: &fields)
                sizes.set(sizeFields.count, for: row.pointee.size)
                sizeFields.append(fields)
                out.append(contentsOf: fields)
            }
            if string !== row.pointee.string {
                string = row.pointee.string
                stringFields.removeAll(keepingCapacity: true)
                ReportCSV.appendStringFields(row.pointee, to: &stringFields)
                sourceFields.removeAll(keepingCapacity: true)
                ReportCSV.appendSourceFields(row.pointee, to: &sourceFields)
            }
            out.append(contentsOf: stringFields)
            ReportCSV.appendMeasurementFields(row, to: &out)
            out.append(contentsOf: sourceFields)
        }
    }
}
