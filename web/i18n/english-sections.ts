import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// English travels with the code that shows it. en-first-load.json ships with the app shell
// (i18n.ts); each section of en.json is a module of its own, imported by every module of the
// browser build whose code names one of its keys, so the section lands in that module's chunk (or
// in a chunk shared by the chunks that need it) and registers itself before the code can draw.
// A visitor's screen thus loads only its own English: the budget of docs/performance.md.
const ENGLISH_FILE = fileURLToPath(new URL('./locales/en.json', import.meta.url));
const WEB_FOLDER = fileURLToPath(new URL('..', import.meta.url));
// The English of field reasons comes with each reason (web/lib/field-reasons.ts): never loaded.
const LEFT_OUT = new Set(['fieldReasons']);
const I18N_FILE = fileURLToPath(new URL('./i18n.ts', import.meta.url));
const PREFIX = 'virtual:english/';
const RESOLVED_PREFIX = `\0${PREFIX}`;

/**
 * The sections of `english` that `code` names: a key is written whole in the code
 * ('catalogue.title', `fieldReasons.${reason}`), so its section follows a quote.
 */
export function sectionsNamedIn(code: string, english: object): string[] {
  const named = new Set<string>();
  for (const [, section] of code.matchAll(/['"`]([A-Za-z]\w*)\.[\w$]/g)) {
    if (section !== undefined && Object.hasOwn(english, section) && !LEFT_OUT.has(section))
      named.add(section);
  }
  return [...named];
}

/** The Vite plugin: imports the en.json sections each module of web/ names (not in the server-rendering build). */
export function englishSections(): Plugin {
  let english: Record<string, unknown> = {};
  return {
    name: 'kelas-english-sections',
    buildStart() {
      english = JSON.parse(readFileSync(ENGLISH_FILE, 'utf8'));
      this.addWatchFile(ENGLISH_FILE);
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return;
      const section = id.slice(RESOLVED_PREFIX.length);
      return [
        `import { addEnglish } from ${JSON.stringify(I18N_FILE)};`,
        `addEnglish(${JSON.stringify({ [section]: english[section] })});`,
      ].join('\n');
    },
    transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      if (options?.ssr || !file.startsWith(WEB_FOLDER) || !/\.tsx?$/.test(file)) return;
      const sections = sectionsNamedIn(code, english);
      if (sections.length === 0) return;
      // Appended: imports run before the module's body wherever they stand, and the lines above keep their positions.
      return {
        code: `${code}\n${sections.map((section) => `import '${PREFIX}${section}';`).join('\n')}\n`,
        map: null,
      };
    },
  };
}
