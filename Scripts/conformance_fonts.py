"""The fonts and UI strings both conformance scripts lay out (web_conformance.py against
headless Chromium, flutter_conformance.py against Flutter's CanvasKit): four primary fonts —
Inter and Roboto (bundled), DejaVu Sans and Noto Sans (Debian) — one Noto font per script for
what they lack, and CJK always from Droid Sans Fallback (fonts-droid-fallback), never whichever
CJK font the machine has: Noto Sans CJK, when installed, changed 6 web cases' answers."""
import concurrent.futures
import os
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTO = "/usr/share/fonts/truetype/noto/"
FONTS = [
    ("Inter", os.path.join(ROOT, "Fonts/Inter/Inter-Regular.otf")),
    ("Roboto", os.path.join(ROOT, "Fonts/Roboto/Roboto-Regular.ttf")),
    ("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    ("NotoSans", NOTO + "NotoSans-Regular.ttf"),
]
FALLBACKS = [NOTO + name for name in (
    "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansThai-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf", "NotoColorEmoji.ttf")]
CJK = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"

# UI strings in Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari and
# emoji, with soft hyphens, a long word, URL-like punctuation and a newline.
TEXTS = [
    "Änderungen speichern und schließen",
    "Crème brûlée à la carte — déjà vu, señor",
    "Zażółć gęślą jaźń, prosimy o cierpliwość",
    "Сохранить изменения перед выходом из приложения",
    "Αποθήκευση αλλαγών πριν από την έξοδο",
    "حفظ التغييرات قبل الخروج من التطبيق",
    "שמור שינויים לפני היציאה מהאפליקציה",
    "บันทึกการเปลี่ยนแปลงก่อนออกจากแอป",
    "बाहर निकलने से पहले परिवर्तन सहेजें",
    "Great job 👍🏽 see you soon ❤️ and ⭐ today",
    "Zusammen\u00adarbeit und Fort\u00adschritt ver\u00adbinden",
    "Donaudampfschifffahrtsgesellschaftskapitän fährt",
    "Farbe/Überschrift report-2024 (beta) v1.2: fertig!",
    "Speichern\nund schließen",
]
CJK_TEXTS = ["ユーザー設定を保存してからアプリを終了します。よろしいですか？", "保存更改后退出应用程序", "設定（詳細）を開く"]
SIZES = [11, 13.5, 17, 22.75, 34, 53]
WIDTHS = [80, 160, 320]


def missing_fonts(fallbacks):
    """The font files of FONTS and `fallbacks` this machine lacks."""
    return [path for _, path in FONTS if not os.path.exists(path)] + [path for path in fallbacks if not os.path.exists(path)]


def measure_all(measure, all_cases, fallbacks):
    """`measure(case, folder)` for every case, in parallel, with `folder` holding the `fallbacks`
    (linked, for typefit's --fallback-fonts)."""
    with tempfile.TemporaryDirectory() as folder:
        for path in fallbacks:
            os.symlink(path, os.path.join(folder, os.path.basename(path)))
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            return list(pool.map(lambda case: measure(case, folder), all_cases))
