import { describe, expect, it } from 'vitest';
import { blockSettingsOf, sectionSettingsOf } from './layout-settings';
import { BlockSettings, type PageBlock, type PageSection, SectionSettings } from './page-layout';

// The zod-free reading of stored settings (layout-settings.ts) against the schemas it stands for:
// the same settings, defaults filled, and all defaults when any stored value breaks its schema.
const viaSchema = <T>(
  schema: { safeParse(input: unknown): { success: boolean; data?: T } },
  stored: unknown,
) => {
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : schema.safeParse({}).data;
};

// A few values for each field: absent, valid ones (at the limits) and invalid ones.
const long = (length: number) => `${'x'.repeat(length)}`;
const TEXTS = [
  undefined,
  '',
  '  Intro  ',
  long(200),
  ` ${long(200)} `,
  long(201),
  long(500),
  long(501),
  7,
  null,
];
const FLAGS = [undefined, true, false, 'true', 0, null];
const BACKGROUNDS = [undefined, 'none', 'subtle', 'brand', 'Brand', 1, null];
const SPANS = [undefined, 1, 2, 3, 0, 4, 1.5, '2', null];
const ACCESS = [undefined, 'everyone', 'staff', 'after_date', 'nobody', null];
const DATES = [
  undefined,
  null,
  '2026-11-26T10:00:00Z',
  '2026-11-26T10:00:00.123+07:00',
  '2026-11-26T10:00+07:00',
  '2026-02-30T10:00:00Z',
  '2026-11-26 10:00:00Z',
  '2026-11-26T10:00:00',
  '2024-02-29T23:59:59.5-12:00',
  '2100-02-29T00:00:00Z',
  '2026-11-26T24:00:00Z',
  '2026-11-26T10:00:00+7:00',
  42,
];
const OBJECTS = [undefined, null, [], 'x'];
// Group type lists of sharing.groups: absent, valid (trimmed, at the limits) and invalid ones.
const GROUP_LISTS = [
  undefined,
  [],
  ['Team'],
  ['  Team  ', 'Lab'],
  [long(60)],
  [long(61)],
  [''],
  ['   '],
  [7],
  Array.from({ length: 10 }, (_, at) => `T${at}`),
  Array.from({ length: 11 }, (_, at) => `T${at}`),
  'Team',
  null,
];

// A deterministic walk through the combinations (a linear congruential generator).
function* samples(count: number): Generator<() => number> {
  let seed = 11;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    // The low bits of such a generator repeat quickly.
    return seed >>> 12;
  };
  for (let i = 0; i < count; i++) yield next;
}
const pick = <T>(values: readonly T[], next: () => number): T => values[next() % values.length] as T;
const omitAbsent = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));

const section = (settings: unknown) => ({ id: 's', settings, blocks: [] }) as unknown as PageSection;
const block = (settings: unknown) =>
  ({
    id: 'b',
    widgetType: 'text',
    setupData: {},
    settings,
    isProgressContributor: false,
  }) as unknown as PageBlock;

describe('sectionSettingsOf', () => {
  it('reads stored section settings as the SectionSettings schema does', () => {
    for (const stored of [...OBJECTS, {}, { columns: 2, extra: true }]) {
      expect(sectionSettingsOf(section(stored))).toEqual(viaSchema(SectionSettings, stored));
    }
    for (const next of samples(3000)) {
      const stored = omitAbsent({
        heading: pick(TEXTS, next),
        columns: pick(SPANS, next),
        background: pick(BACKGROUNDS, next),
      });
      expect(sectionSettingsOf(section(stored)), JSON.stringify(stored)).toEqual(
        viaSchema(SectionSettings, stored),
      );
    }
  });
});

describe('blockSettingsOf', () => {
  it('reads stored block settings as the BlockSettings schema does', () => {
    for (const stored of [
      ...OBJECTS,
      {},
      { display: null },
      { layout: [] },
      { sharing: 'x' },
      { exhibit: {} },
    ]) {
      expect(blockSettingsOf(block(stored))).toEqual(viaSchema(BlockSettings, stored));
    }
    for (const next of samples(5000)) {
      const part = (fields: Record<string, unknown>) =>
        next() % 5 === 0 ? pick(OBJECTS, next) : next() % 4 === 0 ? undefined : omitAbsent(fields);
      const stored = omitAbsent({
        display: part({
          title: pick(TEXTS, next),
          showTitle: pick(FLAGS, next),
          background: pick(BACKGROUNDS, next),
        }),
        layout: part({ span: pick(SPANS, next) }),
        sharing: part({
          accessType: pick(ACCESS, next),
          revealAfter: pick(DATES, next),
          groups: pick(GROUP_LISTS, next),
        }),
        exhibit: part({ hidden: pick(FLAGS, next), caption: pick(TEXTS, next) }),
      });
      expect(blockSettingsOf(block(stored)), JSON.stringify(stored)).toEqual(
        viaSchema(BlockSettings, stored),
      );
    }
  });
});
