import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig, SETTING_NAMES } from './config';

/** The `NAME=value` lines of .env.example, in order (comments skipped). */
function exampleSettings(): [string, string][] {
  const text = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (!match?.[1] || match[2] === undefined) throw new Error(`Not a setting line: ${line}`);
      return [match[1], match[2]];
    });
}

describe('.env.example', () => {
  it('lists every setting of server/config.ts once, and nothing else', () => {
    const names = exampleSettings().map(([name]) => name);
    expect([...names].sort()).toEqual([...SETTING_NAMES].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('states the defaults of server/config.ts: taken as it stands, it changes nothing', () => {
    expect(readConfig(Object.fromEntries(exampleSettings()))).toEqual(readConfig({}));
  });

  it('gives each setting a line that says what it means', () => {
    const lines = readFileSync(new URL('../.env.example', import.meta.url), 'utf8').split('\n');
    for (const name of SETTING_NAMES) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(lines[index - 1], name).toMatch(/^# \S/);
    }
  });
});
