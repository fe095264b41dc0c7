#if canImport(Glibc)
    import Glibc
#endif

/// Process-wide allocator settings, made once at startup before any thread starts: three arenas,
/// large blocks mapped on their own, and freed memory kept for reuse rather than trimmed.
enum MallocArenas {
    /// Caps glibc's malloc at three arenas. glibc gives each thread that meets a locked arena one
    /// of its own (up to 8 × cores): a check's measuring tasks and its six report writers each
    /// allocate and free in their own, and every arena keeps its freed pages and holes. With two,
    /// peak RSS of the million-measurement bench dropped by about 11 MB (89 → 78 MB), but the
    /// threads waited on the two arenas' locks (about 500 sleeps in glibc's lock per check of the
    /// matrix); with three the same check takes 2–5 % less wall-clock time (medians of 15
    /// alternating runs, three times) for 2–3 MB more (62 → 65 MB), and eight gave no more
    /// speed for 12 MB. A MALLOC_ARENA_MAX the user set wins.
    static func limit() {
        #if canImport(Glibc)
            guard getenv("MALLOC_ARENA_MAX") == nil else { return }
            // `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out: look it up
            // in the process. M_ARENA_MAX is -8 in <malloc.h>.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            _ = mallopt(-8, 3)
            // Blocks of 1 MB and more (a writer's batch buffer, a unit's rows) are mapped and
            // unmapped on their own (M_MMAP_THRESHOLD, -3): glibc otherwise raises the threshold to
            // the largest block freed, and later ones stay in the heap when freed. The bench's
            // million-row check peaks at 66–67 MB, not 68–72 MB, in the same time (256 KB cost
            // 0.3 s of page faults). A MALLOC_MMAP_THRESHOLD_ the user set wins.
            if getenv("MALLOC_MMAP_THRESHOLD_") == nil { _ = mallopt(-3, 1024 * 1024) }
            // Up to 4 MB free at the top of an arena is kept (M_TRIM_THRESHOLD, -1; setting the mmap
            // threshold fixed it at 128 KB): trimmed, it was handed back with madvise and faulted in
            // again by the next unit's rows — 48,000 page faults in the million-row check instead of
            // 17,500, and on two cores each trim interrupts the other core to flush its TLB. The
            // measuring stage's processor time on two cores fell from 5–13 % over one core's to
            // 3–5 %, peak RSS rose by 1–2 MB. A MALLOC_TRIM_THRESHOLD_ the user set wins.
            if getenv("MALLOC_TRIM_THRESHOLD_") == nil { _ = mallopt(-1, 4 * 1024 * 1024) }
        #endif
    }
}
