# typefit — build, test and demo on Debian 12 (or any machine with the packages below).
SWIFT ?= swift
CONFIG ?= debug
BIN = .build/$(CONFIG)/typefit

# System packages the build, the tests and the demo need (Debian names).
DEB_PACKAGES = pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libicu-dev fontconfig \
	libharfbuzz-bin fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji

.PHONY: deps build test demo bench fonts hostile clean

## deps: install the missing system packages with apt-get, saying which.
deps:
	@missing=""; \
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

## test: run every test (unit, golden and end-to-end runs of the built binary).
test: deps
	$(SWIFT) build
	$(SWIFT) test

## demo: check the embedded default (typefit.yml: the iOS text styles in Inter against the
## sample strings) and write Reports/; exits 0 even though the demo has failures on purpose.
demo: build
	$(BIN) check --fail-on never
	@echo "make demo: open Reports/summary.md, Reports/report.csv, Reports/report.json or Reports/junit.xml"

## bench: measurements per second on ~18 000 GTK 3 UI strings in 11 languages × the 132 iOS sizes.
bench: deps
	@dpkg-query -W -f='$${Status}' libgtk-3-common 2>/dev/null | grep -q "install ok installed" || { \
	  echo "make bench: installing libgtk-3-common (its gettext catalogs are the string corpus)"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get install -y -qq --no-install-recommends libgtk-3-common >/dev/null; }
	$(SWIFT) build -c release --product typefit-bench
	.build/release/typefit-bench Fonts/Inter/Inter-Regular.otf

## fonts: regenerate the exact-metrics test fonts and their fontTools readings (needs fontTools).
fonts:
	python3 Scripts/make_test_fonts.py Tests/Fixtures/Fonts
	python3 Scripts/read_font_metrics.py Tests/Fixtures/Fonts/*.ttf Tests/Fixtures/Fonts/*.ttc Fonts/Inter/Inter-Regular.otf Fonts/Inter/Inter-BoldItalic.otf Fonts/Roboto/Roboto-Regular.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf > Tests/Fixtures/fonttools-metrics.json

## hostile: regenerate the hostile font corpus (needs fontTools).
hostile:
	python3 Scripts/make_hostile_fonts.py Tests/Fixtures/Fonts Tests/Fixtures/hostile

clean:
	rm -rf .build
