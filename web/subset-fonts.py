#!/usr/bin/env python3
"""Makes the web edition's fallback fonts, web/fonts/DejaVuSans-web.ttf and
DejaVuSansMono-web.ttf: DejaVu Sans and Sans Mono (assets/fonts) cut to
the glyphs that egui's own fonts (Ubuntu Light, Hack) lack, in the Latin,
Greek and Cyrillic blocks and the blocks of punctuation, arrows,
mathematical and technical symbols, box drawing, shapes and dingbats.
The desktop keeps the whole fonts; in a browser every byte is downloaded,
and these two are 215 KB gzip-compressed instead of 585 KB. A test
(`shell::style`) checks that every character of the app's own text is
drawn with them.

Run it again only when the fonts or egui's change:
    pip install fonttools && web/subset-fonts.py EGUI_FONTS_DIR
where EGUI_FONTS_DIR is the `fonts` folder of the crate
epaint_default_fonts (in cargo's registry)."""
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
BLOCKS = [
    (0x0000, 0x052F),  # Latin, Latin-1, Latin Extended-A/B, IPA, Greek, Cyrillic
    (0x1E00, 0x1FFF),  # Latin Extended Additional, Greek Extended
    (0x2000, 0x2BFF),  # punctuation to miscellaneous symbols and arrows
    (0x2E00, 0x2E7F),  # supplemental punctuation
    (0xFB00, 0xFB06),  # Latin ligatures
    (0xFFFD, 0xFFFD),  # the replacement character
]


def codepoints(path):
    return set(TTFont(path).getBestCmap())


def main():
    egui_fonts = Path(sys.argv[1])
    for name, primary in [("DejaVuSans", "Ubuntu-Light.ttf"), ("DejaVuSansMono", "Hack-Regular.ttf")]:
        source = ROOT / "assets" / "fonts" / f"{name}.ttf"
        first = codepoints(egui_fonts / primary)
        keep = sorted(
            c for c in codepoints(source)
            if c not in first and any(a <= c <= b for a, b in BLOCKS)
        )
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.hinting = False  # egui draws without hinting
        font = TTFont(source)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=keep)
        subsetter.subset(font)
        out = ROOT / "web" / "fonts" / f"{name}-web.ttf"
        font.save(out)
        print(f"{out.relative_to(ROOT)}: {len(keep)} characters, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
