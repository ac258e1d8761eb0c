import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import subsetFont from 'subset-font';

// The certificate's fonts: DejaVu Sans (Latin, Greek, Cyrillic), then Noto fallbacks for the scripts
// a full name may hold. Each text is split into runs of one font each (`splitRuns`).
//
// Fallbacks come from Fontsource packages, cut by unicode range into subset files: static WOFF
// (real regular and bold) for the small scripts; CJK ships only as variable WOFF2 (the static
// packages are 75 MB each), instanced at the weight. HarfBuzz (subset-font) turns each file into a
// plain TrueType font, once: fontkit cannot subset WOFF2 nor embed a variation instance (whose
// default is Thin), and it inflates a whole WOFF table again for every glyph it embeds.

export type Weight = 'regular' | 'bold';

export interface FontRun {
  text: string;
  /** The name the font is registered under in a document. */
  key: string;
  font: Font;
}

// Font files are cached, not fontkit fonts: a fontkit glyph keeps the characters of the text that
// first drew it, and pdfkit maps it back to those, so sharing glyphs across documents would turn a
// later name's Ð into an earlier one's Đ (DejaVu draws both with one glyph) when read back.

const require = createRequire(import.meta.url);
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

interface Family {
  name: string;
  packageName: string;
  variable: boolean;
  /** Unicode-range subsets to use: the script's own for a static family, every numbered slice for CJK. */
  subsets: (subset: string) => boolean;
}

const scriptFamily = (script: string): Family => ({
  name: script,
  packageName: `@fontsource/noto-sans-${script}`,
  variable: false,
  subsets: (subset) => subset === script,
});
const cjkFamily = (region: string): Family => ({
  name: region,
  packageName: `@fontsource-variable/noto-sans-${region}`,
  variable: true,
  subsets: (subset) => /^\[\d+\]$/.test(subset),
});

const FAMILIES = {
  arabic: scriptFamily('arabic'),
  hebrew: scriptFamily('hebrew'),
  thai: scriptFamily('thai'),
  devanagari: scriptFamily('devanagari'),
  bengali: scriptFamily('bengali'),
  tamil: scriptFamily('tamil'),
  sc: cjkFamily('sc'),
  jp: cjkFamily('jp'),
  kr: cjkFamily('kr'),
};
const SCRIPT_FAMILIES = [FAMILIES.thai, FAMILIES.devanagari, FAMILIES.bengali, FAMILIES.tamil];

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LETTER = /[\p{L}\p{M}]/u;
// Marks and joiners belong to the character before them: splitting them off breaks shaping.
const ATTACHED = /[\p{M}\u200C\u200D]/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** Han characters take the Japanese forms beside kana, the Korean beside Hangul, else Chinese. */
function cjkOrder(text: string): Family[] {
  if (HANGUL.test(text)) return [FAMILIES.kr, FAMILIES.sc, FAMILIES.jp];
  if (KANA.test(text)) return [FAMILIES.jp, FAMILIES.sc, FAMILIES.kr];
  return [FAMILIES.sc, FAMILIES.jp, FAMILIES.kr];
}

const PRIMARY = 'primary';
/**
 * The fonts to try for a character of `text`, in order; PRIMARY stands for DejaVu. Arabic and
 * Hebrew letters go to Noto before DejaVu, whose Arabic and Hebrew are partial: one word must not
 * mix fonts, or its letters stop joining.
 */
function candidates(text: string, char: string): (Family | typeof PRIMARY)[] {
  const rtl = [FAMILIES.arabic, FAMILIES.hebrew];
  const rest = [...SCRIPT_FAMILIES, ...cjkOrder(text)];
  return LETTER.test(char) ? [...rtl, PRIMARY, ...rest] : [PRIMARY, ...rtl, ...rest];
}

const packageDir = (packageName: string) => dirname(require.resolve(`${packageName}/package.json`));

// Each family's subsets as sorted code point ranges, to find the one file holding a character
// without opening any.
type Range = [start: number, end: number, subset: string];
const rangeTables = new Map<string, Range[]>();
function rangesOf(family: Family): Range[] {
  let ranges = rangeTables.get(family.name);
  if (!ranges) {
    const unicode = JSON.parse(
      readFileSync(join(packageDir(family.packageName), 'unicode.json'), 'utf8'),
    ) as Record<string, string>;
    ranges = [];
    for (const [subset, list] of Object.entries(unicode)) {
      if (!family.subsets(subset)) continue;
      for (const item of list.split(',')) {
        const [start = '', end = start] = item.trim().replace(/^U\+/i, '').split('-');
        ranges.push([Number.parseInt(start, 16), Number.parseInt(end, 16), subset]);
      }
    }
    ranges.sort((a, b) => a[0] - b[0]);
    rangeTables.set(family.name, ranges);
  }
  return ranges;
}

function subsetOf(family: Family, codePoint: number): string | undefined {
  const ranges = rangesOf(family);
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end, subset] = ranges[middle]!;
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return subset;
  }
  return undefined;
}

const fontKey = (family: Family, subset: string, weight: Weight) =>
  `${family.name}-${subset.replace(/[[\]]/g, '')}-${weight}`;

function fontFile(family: Family, subset: string, weight: Weight): string {
  const base = family.packageName.split('/')[1]!;
  const slice = subset.replace(/[[\]]/g, '');
  const file = family.variable
    ? `${base}-${slice}-wght-normal.woff2`
    : `${base}-${slice}-${WEIGHTS[weight]}-normal.woff`;
  return join(packageDir(family.packageName), 'files', file);
}

const asFont = (buffer: Buffer) => create(buffer) as Font;

let primaryFiles: Record<Weight, Buffer> | undefined;
const primaryFile = (weight: Weight) => {
  primaryFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return primaryFiles[weight];
};

// Small scripts' files are few (six scripts, two weights) and CJK's one per slice and weight,
// hundreds in all: the most recently used are kept.
const CACHE_SIZE = 64;
const files = new Map<string, Promise<Buffer>>();

// subset-font handles keepAllGlyphs; its type definitions predate the option.
type InstanceOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepAllGlyphs: boolean };

function loadFile(family: Family, subset: string, weight: Weight): Promise<Buffer> {
  const key = fontKey(family, subset, weight);
  let file = files.get(key);
  if (file) files.delete(key);
  else {
    const options: InstanceOptions = { targetFormat: 'sfnt', keepAllGlyphs: true };
    if (family.variable) options.variationAxes = { wght: WEIGHTS[weight] };
    file = subsetFont(readFileSync(fontFile(family, subset, weight)), '', options);
    file.catch(() => files.delete(key));
  }
  files.set(key, file);
  if (files.size > CACHE_SIZE) files.delete(files.keys().next().value!);
  return file;
}

/** The fonts of one document, loaded before it is drawn. */
export interface CertificateFonts {
  /** DejaVu Sans, registered as 'regular' and 'bold'. */
  primary: Record<Weight, Font>;
  /** `text` as runs of one font each, in logical order. */
  runs(text: string, weight: Weight): FontRun[];
}

/** DejaVu and the fallback fonts that `texts` need in either weight, for one document. */
export async function certificateFonts(texts: readonly string[]): Promise<CertificateFonts> {
  const primary = { regular: asFont(primaryFile('regular')), bold: asFont(primaryFile('bold')) };
  const loaded = new Map<string, Font>();
  const wanted = new Map<string, Promise<void>>();
  for (const weight of ['regular', 'bold'] as const) {
    for (const text of texts) {
      for (const char of text) {
        const codePoint = char.codePointAt(0)!;
        if (!LETTER.test(char) && primary[weight].hasGlyphForCodePoint(codePoint)) continue;
        for (const family of candidates(text, char)) {
          if (family === PRIMARY) {
            if (primary[weight].hasGlyphForCodePoint(codePoint)) break;
            continue;
          }
          const subset = subsetOf(family, codePoint);
          if (subset === undefined) continue;
          const key = fontKey(family, subset, weight);
          if (!wanted.has(key))
            wanted.set(
              key,
              loadFile(family, subset, weight).then((file) => void loaded.set(key, asFont(file))),
            );
          break;
        }
      }
    }
  }
  await Promise.all(wanted.values());
  return { primary, runs: (text, weight) => splitRuns(text, primary[weight], weight, loaded) };
}

function fontFor(text: string, char: string, primary: Font, weight: Weight, loaded: Map<string, Font>) {
  const codePoint = char.codePointAt(0)!;
  for (const family of candidates(text, char)) {
    if (family === PRIMARY) {
      if (primary.hasGlyphForCodePoint(codePoint)) return { key: weight, font: primary };
      continue;
    }
    const subset = subsetOf(family, codePoint);
    if (subset === undefined) continue;
    const key = fontKey(family, subset, weight);
    const font = loaded.get(key);
    if (font?.hasGlyphForCodePoint(codePoint)) return { key, font };
  }
  // No font has it: DejaVu draws its missing-glyph box.
  return { key: weight, font: primary };
}

function splitRuns(text: string, primary: Font, weight: Weight, loaded: Map<string, Font>): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const current = runs.at(-1);
    // Spaces, digits and punctuation stay in the run they follow when its font has them, so a
    // name in one script stays one run (and one shaped, right-to-left piece where it is one).
    if (
      current &&
      (ATTACHED.test(char) || (!LETTER.test(char) && current.font.hasGlyphForCodePoint(char.codePointAt(0)!)))
    ) {
      current.text += char;
      continue;
    }
    const { key, font } = fontFor(text, char, primary, weight, loaded);
    if (current?.key === key) current.text += char;
    else runs.push({ text: char, key, font });
  }
  return runs;
}

/** A text whose first letter is of a right-to-left script reads from the right. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) if (/\p{L}/u.test(char)) return RTL_LETTER.test(char);
  return false;
}
