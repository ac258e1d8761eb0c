import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

// English travels with the code that shows it. en-first-load.json ships with the app shell
// (i18n.ts); each part of en.json (a section's entry under a second name, or a whole section) is a
// module of its own, imported by every module of the browser build whose code names one of its
// keys, so the part lands in that module's chunk (or in a chunk shared by the chunks that need it)
// and registers itself before the code can draw. A visitor's screen thus loads only its own
// English: the budget of docs/performance.md.
const ENGLISH_FILE = fileURLToPath(new URL('./locales/en.json', import.meta.url));
const WEB_FOLDER = fileURLToPath(new URL('..', import.meta.url));
// The English of field reasons comes with each reason (web/lib/field-reasons.ts): never loaded.
const LEFT_OUT = new Set(['fieldReasons']);
const I18N_FILE = fileURLToPath(new URL('./i18n.ts', import.meta.url));
const PREFIX = 'virtual:english/';
const RESOLVED_PREFIX = `\0${PREFIX}`;

type English = Record<string, unknown>;

/**
 * The parts of `english` that `code` names: a key is written whole at the start of a string
 * ('catalogue.title', `enrolment.modes.${mode}`), and the part is the section's entry under the
 * key's second name (with its plural and context forms) or, when that name is not written out
 * (`fieldReasons.${code}`), the whole section: 'catalogue.title', 'enrolment.modes', 'fieldReasons'.
 * Only the code's strings are read, never its comments: a comment's example ('outcomes.2') once
 * brought a whole section into three visitor screens' first load.
 */
export function partsNamedIn(code: string, english: English, lang: 'ts' | 'tsx' = 'tsx'): string[] {
  const named = new Set<string>();
  for (const text of stringsOf(parseAst(code, { lang }))) {
    const [, section = '', name = ''] = /^([A-Za-z]\w*)\.([\w$]+)/.exec(text) ?? [];
    if (!Object.hasOwn(english, section) || LEFT_OUT.has(section)) continue;
    named.add(
      /^\w+$/.test(name) && englishOf(english, `${section}.${name}`) ? `${section}.${name}` : section,
    );
  }
  return [...named];
}

/**
 * The strings of a syntax tree's code: each string literal (in code and JSX, not in types), and the
 * text of each template up to its first `${` (kept, so a name built at run time reads as not
 * written out).
 */
function* stringsOf(node: unknown): Generator<string> {
  if (Array.isArray(node)) {
    for (const child of node) yield* stringsOf(child);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const { type, value, quasis, expression } = node as {
    type?: string;
    value?: unknown;
    quasis?: TemplatePart[];
    expression?: unknown;
  };
  // Types name no English at run time ('a.b' as a type, `x.${T}`): only the value an assertion
  // (as, satisfies, !) wraps is code.
  if (type?.startsWith('TS') && type !== 'TSEnumDeclaration') {
    if (expression) yield* stringsOf(expression);
    return;
  }
  if (type === 'Literal' && typeof value === 'string') yield value;
  if (quasis?.[0]) yield quasis.length > 1 ? `${quasis[0].value.raw}\${` : quasis[0].value.raw;
  for (const child of Object.values(node)) if (typeof child === 'object') yield* stringsOf(child);
}

type TemplatePart = { value: { raw: string } };

/** The entries of `part` ('section' or 'section.name') as en.json nests them; undefined when it has none. */
export function englishOf(english: English, part: string): English | undefined {
  const [section = '', name] = part.split('.');
  const entries = english[section];
  if (name === undefined) return { [section]: entries };
  if (typeof entries !== 'object' || entries === null) return undefined;
  // 'name' and its forms: 'name_one', 'name_other', 'name_male'…
  const forms = Object.entries(entries).filter(([key]) => key === name || key.startsWith(`${name}_`));
  return forms.length === 0 ? undefined : { [section]: Object.fromEntries(forms) };
}

/** The Vite plugin: imports the parts of en.json each module of web/ names (not in the server-rendering build). */
export function englishSections(): Plugin {
  let english: English = {};
  return {
    name: 'kelas-english-sections',
    buildStart() {
      english = JSON.parse(readFileSync(ENGLISH_FILE, 'utf8'));
      this.addWatchFile(ENGLISH_FILE);
    },
    // The dev server's parts follow an edit of en.json (each part module watches the file).
    watchChange(id) {
      if (id === ENGLISH_FILE) english = JSON.parse(readFileSync(ENGLISH_FILE, 'utf8'));
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return;
      this.addWatchFile(ENGLISH_FILE);
      // The id names 'section/name' (a dot would read as a file extension to the dev server).
      const part = (id.slice(RESOLVED_PREFIX.length).split('?')[0] ?? '').replace('/', '.');
      return [
        `import { addEnglish } from ${JSON.stringify(I18N_FILE)};`,
        `addEnglish(${JSON.stringify(englishOf(english, part))});`,
      ].join('\n');
    },
    transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      if (options?.ssr || !file.startsWith(WEB_FOLDER) || !/\.tsx?$/.test(file)) return;
      const parts = partsNamedIn(code, english, file.endsWith('.tsx') ? 'tsx' : 'ts');
      if (parts.length === 0) return;
      // Appended: imports run before the module's body wherever they stand, and the lines above keep their positions.
      return {
        code: `${code}\n${parts.map((part) => `import '${PREFIX}${part.replace('.', '/')}';`).join('\n')}\n`,
        map: null,
      };
    },
  };
}
