# typefit's Homebrew formula: builds the tagged source with Homebrew's libraries — the packages
# `make deps` checks on a Mac (a test keeps the two lists equal). For each release the release
# workflow fills `url` and `sha256` from the tag's source archive (Scripts/update_formula.py) and
# attaches the filled formula to the GitHub release, to copy into a tap (`brew tap-new ORG/tap`).
# Not run here: this project's machines are Linux without Homebrew.
class Typefit < Formula
  desc "Check that typography fits at every text size, from the font files alone"
  homepage "https://github.com/YOUR-ORG/typefit"
  url "https://github.com/YOUR-ORG/typefit/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/YOUR-ORG/typefit.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "harfbuzz"
  depends_on "icu4c"
  depends_on "sqlite"

  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "typefit"
    bin.install ".build/release/typefit"
    generate_completions_from_executable(bin/"typefit", "--generate-completion-script")
  end

  test do
    assert_match "typefit #{version}", shell_output("#{bin}/typefit --version")
    assert_match "no typefit.yml in this folder", shell_output("#{bin}/typefit check 2>&1", 2)
  end
end
