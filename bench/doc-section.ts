import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DOC = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/**
 * Replace the lines between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in
 * docs/performance.md (markers kept) with `lines`.
 */
export function writePerformanceSection(name: string, lines: string[]): void {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${open} … ${close} section`);
  writeFileSync(
    DOC,
    `${text.slice(0, start)}${[open, ...lines, close].join('\n')}${text.slice(end + close.length)}`,
  );
  console.log(`docs/performance.md updated (${name}).`);
}
