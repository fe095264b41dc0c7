/* The floor under report.sqlite: SQLite alone writing a check's measurements, nothing else.
 *
 * Reads every row of a finished report.sqlite's `measurements` table into memory, then times
 * writing them into a new database as typefit's writer does — a connection without SQLite's
 * mutex (NOMUTEX), the same pragmas (64 KiB pages, no journal, exclusive), the same table, 64 rows
 * per INSERT with bound values (the status a literal SQLite need not copy), one transaction, no
 * index on the measurements — and prints the processor time. What
 * typefit's writer spends beyond this is its own (looking up ids, the reasons' JSON, the rows
 * it is handed); this part no writer of these rows can skip.
 *
 * Usage: bench-sqlite-floor REPORT.sqlite SCRATCH.sqlite
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    sqlite3_int64 size, string, lineCount;
    double lineHeight, width, height;
    char status[8];
    char *reasons; /* NULL for none */
} Row;

static void check(int rc, sqlite3 *db, const char *what) {
    if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) {
        fprintf(stderr, "bench-sqlite-floor: %s: %s\n", what, sqlite3_errmsg(db));
        exit(2);
    }
}

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

enum { PER_INSERT = 64 };

/* "pass", "warn" or "fail" as a literal (typefit binds its status so, without a copy). */
static const char *status_literal(const char *status) {
    return status[0] == 'f' ? "fail" : status[0] == 'w' ? "warn" : "pass";
}

static void bind_row(sqlite3_stmt *insert, int first, const Row *row) {
    sqlite3_bind_int64(insert, first + 1, row->size);
    sqlite3_bind_int64(insert, first + 2, row->string);
    sqlite3_bind_double(insert, first + 3, row->lineHeight);
    sqlite3_bind_double(insert, first + 4, row->width);
    sqlite3_bind_int64(insert, first + 5, row->lineCount);
    sqlite3_bind_double(insert, first + 6, row->height);
    sqlite3_bind_text(insert, first + 7, status_literal(row->status), 4, SQLITE_STATIC);
    if (row->reasons) sqlite3_bind_text(insert, first + 8, row->reasons, -1, SQLITE_TRANSIENT);
    else sqlite3_bind_null(insert, first + 8);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s REPORT.sqlite SCRATCH.sqlite\n", argv[0]);
        return 2;
    }
    sqlite3 *in, *out;
    check(sqlite3_open_v2(argv[1], &in, SQLITE_OPEN_READONLY, NULL), in, "open report");
    sqlite3_stmt *select;
    check(sqlite3_prepare_v2(in,
        "SELECT size, string, lineHeight, width, lineCount, height, status, reasons FROM measurements ORDER BY rowid",
        -1, &select, NULL), in, "select");
    size_t count = 0, capacity = 1 << 20;
    Row *rows = malloc(capacity * sizeof(Row));
    if (!rows) return 2;
    while (sqlite3_step(select) == SQLITE_ROW) {
        if (count == capacity) {
            capacity *= 2;
            Row *grown = realloc(rows, capacity * sizeof(Row));
            if (!grown) return 2;
            rows = grown;
        }
        Row *row = &rows[count++];
        row->size = sqlite3_column_int64(select, 0);
        row->string = sqlite3_column_int64(select, 1);
        row->lineHeight = sqlite3_column_double(select, 2);
        row->width = sqlite3_column_double(select, 3);
        row->lineCount = sqlite3_column_int64(select, 4);
        row->height = sqlite3_column_double(select, 5);
        snprintf(row->status, sizeof row->status, "%s", (const char *)sqlite3_column_text(select, 6));
        const unsigned char *reasons = sqlite3_column_text(select, 7);
        row->reasons = reasons ? strdup((const char *)reasons) : NULL;
    }
    sqlite3_finalize(select);
    sqlite3_close(in);

    remove(argv[2]);
    double start = cpu_seconds();
    check(sqlite3_open_v2(argv[2], &out, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL), out,
        "open scratch");
    check(sqlite3_exec(out,
        "PRAGMA page_size = 65536; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
        "PRAGMA locking_mode = EXCLUSIVE; BEGIN;"
        "CREATE TABLE measurements (size INTEGER, string INTEGER, lineHeight REAL, width REAL,"
        " lineCount INTEGER, height REAL, status TEXT, reasons TEXT);", NULL, NULL, NULL), out, "create");
    char sql[PER_INSERT * 32 + 64] = "INSERT INTO measurements VALUES ";
    for (int i = 0; i < PER_INSERT; i++) strcat(sql, i ? ", (?, ?, ?, ?, ?, ?, ?, ?)" : "(?, ?, ?, ?, ?, ?, ?, ?)");
    sqlite3_stmt *batch, *single;
    check(sqlite3_prepare_v2(out, sql, -1, &batch, NULL), out, "prepare batch");
    check(sqlite3_prepare_v2(out, "INSERT INTO measurements VALUES (?, ?, ?, ?, ?, ?, ?, ?)", -1, &single, NULL), out,
        "prepare single");
    size_t index = 0;
    for (; index + PER_INSERT <= count; index += PER_INSERT) {
        for (int i = 0; i < PER_INSERT; i++) bind_row(batch, i * 8, &rows[index + i]);
        check(sqlite3_step(batch), out, "insert");
        sqlite3_reset(batch);
    }
    for (; index < count; index++) {
        bind_row(single, 0, &rows[index]);
        check(sqlite3_step(single), out, "insert");
        sqlite3_reset(single);
    }
    sqlite3_finalize(batch);
    sqlite3_finalize(single);
    check(sqlite3_exec(out, "COMMIT;", NULL, NULL, NULL), out, "commit");
    sqlite3_close(out);
    double seconds = cpu_seconds() - start;
    printf("SQLite alone writing the %zu measurements (64 rows per INSERT, no index): %.3f s of processor time\n",
        count, seconds);
    for (size_t i = 0; i < count; i++) free(rows[i].reasons);
    free(rows);
    remove(argv[2]);
    return 0;
}
