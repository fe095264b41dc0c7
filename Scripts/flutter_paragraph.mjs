// Lays out cases with Flutter's own SkParagraph: the CanvasKit build that Flutter's web engine
// loads (from the PyPI package flet-web), run by Node. Reads {fonts: [path…], cases: […]} as
// JSON on stdin; writes one result per case as JSON on stdout. Each font file is registered
// under its own family "F<index>"; a case names its families in order (the first its font, the
// rest fallbacks), as Flutter's engine passes a TextStyle's fontFamily and fallbacks.
//
// Paragraphs are built as Flutter's engine builds them (engine/src/flutter/lib/web_ui/lib/src/
// engine/canvaskit/text.dart): hinting off, tabs replaced by spaces, applyRoundingHack false.
//
// Usage: node Scripts/flutter_paragraph.mjs CANVASKIT_FOLDER < cases.json > results.json
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = process.argv[2];
const { default: CanvasKitInit } = await import(pathToFileURL(path.join(folder, 'canvaskit.js')).href);
const wasm = fs.readFileSync(path.join(folder, 'canvaskit.wasm'));
// canvaskit.js is built for browsers and would fetch its wasm; hand it the bytes instead.
const CK = await CanvasKitInit({
  instantiateWasm(imports, done) {
    WebAssembly.instantiate(wasm, imports).then((r) => done(r.instance, r.module));
    return {};
  },
});

const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const provider = CK.TypefaceFontProvider.Make();
input.fonts.forEach((file, index) => provider.registerFont(fs.readFileSync(file), `F${index}`));
const collection = CK.FontCollection.Make();
collection.setDefaultFontManager(provider);
collection.enableFontFallback();

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Per UTF-16 offset of a grapheme's start, its index; the text's length maps to the count. */
function graphemeIndex(text) {
  const map = new Map();
  let index = 0;
  for (const g of graphemes.segment(text)) map.set(g.index, index++);
  map.set(text.length, index);
  return map;
}

/** The grapheme a UTF-16 offset falls in (SkParagraph may start a line inside one). */
function graphemeOf(index, offset) {
  for (let at = offset; at >= 0; at--) if (index.has(at)) return index.get(at);
  return -1;
}

const results = input.cases.map((c) => {
  const textStyle = {
    fontFamilies: c.families.map((f) => `F${f}`),
    fontSize: c.size,
    color: CK.BLACK,
    letterSpacing: c.letterSpacing ?? 0,
  };
  if (c.height != null) {
    textStyle.heightMultiplier = c.height;
    textStyle.halfLeading = c.leadingDistribution === 'even';
  }
  const style = {
    textStyle,
    applyRoundingHack: false,
    disableHinting: true,
    replaceTabCharacters: true,
    textHeightBehavior: CK.TextHeightBehavior[c.textHeightBehavior ?? 'All'],
  };
  if (c.maxLines != null) style.maxLines = c.maxLines;
  // Flutter's Text sets an ellipsis for TextOverflow.ellipsis, with or without maxLines.
  if (c.maxLines != null || c.ellipsis != null) style.ellipsis = c.ellipsis ?? '\u2026';
  const builder = CK.ParagraphBuilder.MakeFromFontCollection(new CK.ParagraphStyle(style), collection);
  builder.addText(c.text);
  const paragraph = builder.build();
  paragraph.layout(c.width ?? 1e9);
  const index = graphemeIndex(c.text);
  const lines = paragraph.getLineMetrics().map((l) => ({
    text: c.text.slice(l.startIndex, l.endExcludingWhitespaces),
    start: graphemeOf(index, l.startIndex),
    end: graphemeOf(index, l.endExcludingWhitespaces), endOffset: l.endExcludingWhitespaces,
    width: l.width, newline: l.endIncludingNewline > l.endIndex,
    height: l.height, ascent: l.ascent, descent: l.descent,
  }));
  const result = {
    advance: paragraph.getMaxIntrinsicWidth(),
    longestLine: paragraph.getLongestLine(),
    height: paragraph.getHeight(),
    exceeded: paragraph.didExceedMaxLines(),
    lines,
  };
  paragraph.delete();
  builder.delete();
  return result;
});
process.stdout.write(JSON.stringify(results));
