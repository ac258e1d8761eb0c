import type { Font } from 'fontkit';
import { type CertificateFonts, type FontRun, isRightToLeft, type Weight } from './certificate-fonts';

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align: 'left' | 'center' | 'right';
}

// A break is allowed after a space and on either side of a CJK character.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SPACE = /\s/u;

/** Pieces of runs between break opportunities, each in its run's font. */
function pieces(runs: FontRun[]): FontRun[] {
  const out: FontRun[] = [];
  for (const run of runs) {
    let text = '';
    let previous = '';
    for (const char of run.text) {
      const breakBefore = text !== '' && (SPACE.test(previous) || CJK.test(char) || CJK.test(previous));
      if (breakBefore && !SPACE.test(char)) {
        out.push({ ...run, text });
        text = '';
      }
      text += char;
      previous = char;
    }
    if (text) out.push({ ...run, text });
  }
  return out;
}

/** Join neighbouring pieces of the same font back into one run. */
function merge(line: FontRun[]): FontRun[] {
  const out: FontRun[] = [];
  for (const piece of line) {
    const last = out.at(-1);
    if (last?.key === piece.key) last.text += piece.text;
    else out.push({ ...piece });
  }
  return out;
}

const metric = (font: Font, value: number, size: number) => (value / font.unitsPerEm) * size;

// pdfkit lays text out word by word unless features are given, and a right-to-left word reversed
// alone lands in left-to-right word order: a right-to-left run is laid out whole.
const layout = (text: string) => (isRightToLeft(text) ? { features: [] } : {});

/**
 * Draw `text` in the box as pdfkit would (wrapped, aligned, the top at `box.y`) with each run in
 * the font that has its characters; returns the y below it, also left in `doc.y`.
 *
 * pdfkit does no bidi. fontkit shapes each run and reverses a right-to-left one (Arabic, Hebrew),
 * so a run wholly in such a script reads correctly; a line whose first letter is right-to-left
 * shows its runs from right to left. A full bidi reordering is not done: Arabic-Indic digits, which
 * the Arabic font has, are reversed with their run (ASCII digits fall to DejaVu, a run of their own).
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  fonts: CertificateFonts,
  text: string,
  weight: Weight,
  size: number,
  box: TextBox,
): number {
  const runs = fonts.runs(text, weight);
  for (const run of runs) doc.registerFont(run.key, run.font as unknown as PDFKit.Mixins.PDFFontSource);
  if (runs.length <= 1) {
    doc
      .font(runs[0]?.key ?? weight)
      .fontSize(size)
      .text(text, box.x, box.y, { width: box.width, align: box.align, ...layout(text) });
    return doc.y;
  }

  const widthOf = (piece: FontRun) =>
    doc.font(piece.key).fontSize(size).widthOfString(piece.text, layout(piece.text));
  const lines: FontRun[][] = [[]];
  let lineWidth = 0;
  for (const piece of pieces(runs)) {
    const line = lines.at(-1)!;
    if (line.length > 0 && lineWidth + widthOf({ ...piece, text: piece.text.trimEnd() }) > box.width) {
      const first = { ...piece, text: piece.text.trimStart() };
      lines.push([first]);
      lineWidth = widthOf(first);
    } else {
      line.push(piece);
      lineWidth += widthOf(piece);
    }
  }

  const rtl = isRightToLeft(text);
  let y = box.y;
  for (const pieceLine of lines) {
    const line = merge(pieceLine);
    while (line.length > 0 && line.at(-1)!.text.trimEnd() === '') line.pop();
    if (line.length === 0) continue;
    line.at(-1)!.text = line.at(-1)!.text.trimEnd();
    if (rtl) line.reverse();
    const widths = line.map(widthOf);
    const total = widths.reduce((sum, width) => sum + width, 0);
    let x = box.x;
    if (box.align === 'center') x += (box.width - total) / 2;
    else if (box.align === 'right') x += box.width - total;
    // One baseline for the line, below the tallest font's ascent.
    const ascent = Math.max(...line.map(({ font }) => metric(font, font.ascent, size)));
    const below = Math.max(...line.map(({ font }) => metric(font, font.lineGap - font.descent, size)));
    line.forEach((run, index) => {
      doc
        .font(run.key)
        .fontSize(size)
        .text(run.text, x, y + ascent, { lineBreak: false, baseline: 'alphabetic', ...layout(run.text) });
      x += widths[index]!;
    });
    y += ascent + below;
  }
  doc.x = box.x;
  doc.y = y;
  return y;
}
