internal import CSQLite

/// SQLite's failure: the call and SQLite's message.
package struct SQLiteError: Error, CustomStringConvertible {
    package var description: String
}

/// A SQLite database file through the C library: statements prepared once and stepped many times
/// (report.sqlite writes a million rows that way). Not `Sendable`: one writer.
package final class SQLiteDatabase {
    private let handle: OpaquePointer

    /// Opens the database at `path`, which must exist (an empty file is an empty database). Never
    /// created here: a report's temporary file that a signal removed must not come back as a
    /// leftover, nor a report being read appear because it was missing.
    package init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        // NOMUTEX: a connection is used by one thread (the class is not Sendable), so SQLite's own
        // locking around every call is not needed.
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw SQLiteError(description: "cannot open \(path): \(message)")
        }
        self.handle = handle
    }

    deinit {
        sqlite3_close(handle)
    }

    /// The SQLite library's version ("3.40.1").
    package static var version: String { String(cString: sqlite3_libversion()) }

    /// Runs `sql` (one or more statements without parameters).
    package func execute(_ sql: String) throws(SQLiteError) {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw SQLiteError(description: "\(message) in: \(sql.prefix(120))")
        }
    }

    /// A statement with `?` parameters, to bind and run many times.
    package func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SQLiteError(description: "\(String(cString: sqlite3_errmsg(handle))) in: \(sql.prefix(120))")
        }
        return Statement(statement, database: self)
    }

    fileprivate func message() -> String { String(cString: sqlite3_errmsg(handle)) }

    /// A prepared statement. Values bind to parameters 1, 2, … in the order given to ``run(_:)``.
    package final class Statement {
        private let statement: OpaquePointer
        private let database: SQLiteDatabase

        fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase) {
            self.statement = statement
            self.database = database
        }

        deinit {
            sqlite3_finalize(statement)
        }

        /// A value for a parameter.
        package enum Value {
            case text(String)
            case integer(Int)
            case real(Double)
            case null
        }

        /// Binds `values`, runs the statement to completion and resets it.
        package func run(_ values: [Value]) throws(SQLiteError) {
            try bind(values)
            var code = sqlite3_step(statement)
            while code == SQLITE_ROW { code = sqlite3_step(statement) }
            sqlite3_reset(statement)
            guard code == SQLITE_DONE else { throw SQLiteError(description: "step: \(database.message())") }
        }

        /// Binds the values `body` gives in parameter order, runs the statement to completion and
        /// resets it: for inserts of a million rows, without an array of values per row.
        package func run(_ body: (inout Binder) -> Void) throws(SQLiteError) {
            var binder = Binder(statement: statement)
            body(&binder)
            guard binder.failure == SQLITE_OK else {
                sqlite3_reset(statement)
                throw SQLiteError(description: "bind: \(database.message())")
            }
            var code = sqlite3_step(statement)
            while code == SQLITE_ROW { code = sqlite3_step(statement) }
            sqlite3_reset(statement)
            guard code == SQLITE_DONE else { throw SQLiteError(description: "step: \(database.message())") }
        }

        /// Binds parameters 1, 2, … in the order its methods are called; nil binds NULL.
        package struct Binder {
            fileprivate let statement: OpaquePointer
            fileprivate var position: Int32 = 1
            fileprivate var failure = SQLITE_OK

            fileprivate init(statement: OpaquePointer) {
                self.statement = statement
            }

            private mutating func bound(_ code: Int32) {
                if code != SQLITE_OK, failure == SQLITE_OK { failure = code }
                position += 1
            }

            package mutating func text(_ value: String?) {
                guard var value else { return bound(sqlite3_bind_null(statement, position)) }
                value.withUTF8 { bindText($0) }
            }

            /// UTF-8 text from `bytes` (valid UTF-8, copied by SQLite), or NULL for nil: text a
            /// writer made as bytes, bound without first becoming a String.
            package mutating func text(utf8 bytes: ArraySlice<UInt8>?) {
                guard let bytes else { return bound(sqlite3_bind_null(statement, position)) }
                bytes.withUnsafeBufferPointer { bindText($0) }
            }

            /// Binds `bytes` as text at the next parameter (SQLite copies them).
            private mutating func bindText(_ bytes: UnsafeBufferPointer<UInt8>) {
                let code = bytes.withMemoryRebound(to: CChar.self) { chars in
                    chars.baseAddress.map { tf_sqlite3_bind_text(statement, position, $0, Int32(chars.count)) }
                }
                bound(code ?? tf_sqlite3_bind_text(statement, position, "", 0))
            }

            /// Text that lives as long as the program (a literal), bound without a copy: a million
            /// rows' status took SQLite a copy (an allocation) each, a seventh of its own time.
            package mutating func staticText(_ value: StaticString) {
                // A literal of one scalar is held in the value itself, not in the program's data.
                guard value.hasPointerRepresentation else { return text(value.description) }
                let chars = UnsafeRawPointer(value.utf8Start).assumingMemoryBound(to: CChar.self)
                bound(tf_sqlite3_bind_static_text(statement, position, chars, Int32(value.utf8CodeUnitCount)))
            }

            package mutating func real(_ value: Double?) {
                guard let value, value.isFinite else { return bound(sqlite3_bind_null(statement, position)) }
                bound(sqlite3_bind_double(statement, position, value))
            }

            package mutating func integer(_ value: Int?) {
                guard let value else { return bound(sqlite3_bind_null(statement, position)) }
                bound(sqlite3_bind_int64(statement, position, Int64(value)))
            }
        }

        private func bind(_ values: [Value]) throws(SQLiteError) {
            for (index, value) in values.enumerated() {
                let position = Int32(index + 1)
                let code: Int32 =
                    switch value {
                    case let .text(text): tf_sqlite3_bind_text(statement, position, text, -1)
                    case let .integer(number): sqlite3_bind_int64(statement, position, Int64(number))
                    case let .real(number):
                        number.isFinite
                            ? sqlite3_bind_double(statement, position, number) : sqlite3_bind_null(statement, position)
                    case .null: sqlite3_bind_null(statement, position)
                    }
                guard code == SQLITE_OK else { throw SQLiteError(description: "bind: \(database.message())") }
            }
        }

        /// Steps a query (bound with ``bind(_:)`` values, or none): the next row, valid until the
        /// next step; nil (and the statement reset) after the last.
        package func step() throws(SQLiteError) -> Row? {
            let code = sqlite3_step(statement)
            if code == SQLITE_ROW { return Row(statement: statement) }
            sqlite3_reset(statement)
            guard code == SQLITE_DONE else { throw SQLiteError(description: "step: \(database.message())") }
            return nil
        }

        /// Runs a query, calling `body` with each row (valid only during the call).
        package func forEachRow(_ values: [Value] = [], _ body: (Row) throws -> Void) throws {
            try bind(values)
            defer { sqlite3_reset(statement) }
            var code = sqlite3_step(statement)
            while code == SQLITE_ROW {
                try body(Row(statement: statement))
                code = sqlite3_step(statement)
            }
            guard code == SQLITE_DONE else { throw SQLiteError(description: "step: \(database.message())") }
        }

        /// The current row of a query, read by column (0-based).
        package struct Row {
            fileprivate let statement: OpaquePointer

            package func isNull(_ column: Int) -> Bool { sqlite3_column_type(statement, Int32(column)) == SQLITE_NULL }
            package func double(_ column: Int) -> Double { sqlite3_column_double(statement, Int32(column)) }
            package func integer(_ column: Int) -> Int { Int(sqlite3_column_int64(statement, Int32(column))) }
            package func text(_ column: Int) -> String? {
                guard let text = sqlite3_column_text(statement, Int32(column)) else { return nil }
                let count = Int(sqlite3_column_bytes(statement, Int32(column)))
                return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
            }
        }

        /// Runs a query; each row's columns as text (nil for NULL).
        package func rows(_ values: [Value] = []) throws(SQLiteError) -> [[String?]] {
            try bind(values)
            var result: [[String?]] = []
            var code = sqlite3_step(statement)
            while code == SQLITE_ROW {
                result.append(
                    (0..<sqlite3_column_count(statement)).map { column in
                        sqlite3_column_text(statement, column).map { String(cString: $0) }
                    })
                code = sqlite3_step(statement)
            }
            sqlite3_reset(statement)
            guard code == SQLITE_DONE else { throw SQLiteError(description: "step: \(database.message())") }
            return result
        }
    }
}
