#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: binds that copy the text here.
static inline int tf_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

// SQLITE_STATIC, for text that outlives the statement (a Swift `StaticString`): bound without a copy.
static inline int tf_sqlite3_bind_static_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_STATIC);
}
