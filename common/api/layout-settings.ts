import {
  POST_SCHEMES,
  REVEAL_CONDITIONS,
  SHARING_GROUP_TYPE_MAX,
  SHARING_GROUPS_MAX,
} from '../domain/social/post-sharing';
import type { BlockSettings, PageBlock, PageSection, SectionSettings } from './page-layout';

// Reading the settings a page stores for its sections and blocks, with their defaults filled: what
// the SectionSettings and BlockSettings schemas of page-layout.ts give, without zod's run time, so
// a reader's course page loads no zod (the first-load budget of docs/performance.md).
// layout-settings.test.ts holds both readings equal. page-layout.ts re-exports these for the server.

export const SECTION_COLUMNS = [1, 2, 3] as const;
export const SECTION_BACKGROUNDS = ['none', 'subtle', 'brand'] as const;
export const SECTION_HEADING_MAX = 200;
const BLOCK_TITLE_MAX = 200;
const EXHIBIT_CAPTION_MAX = 500;
const ACCESS_TYPES = ['everyone', 'staff', 'after_date'] as const;
// What z.iso.datetime({ offset: true }) accepts: a date-time with seconds and a Z or an offset.
const DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

/** A value that breaks its schema: the whole settings then read as the defaults. */
class Invalid extends Error {}

type Fields = Record<string, unknown>;

function fields(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Invalid();
  return value as Fields;
}

/** `value`, or `fallback` when it is absent; a value that is there must pass `valid`. */
function read<T>(value: unknown, fallback: T, valid: (value: unknown) => value is T): T {
  if (value === undefined) return fallback;
  if (!valid(value)) throw new Invalid();
  return value;
}

function text(value: unknown, max: number, trim: boolean): string {
  const raw = read(value, '', (item): item is string => typeof item === 'string');
  const result = trim ? raw.trim() : raw;
  if (result.length > max) throw new Invalid();
  return result;
}

const flag = (value: unknown): boolean =>
  read(value, false, (item): item is boolean => typeof item === 'boolean');

function oneOf<T>(options: readonly T[], value: unknown, fallback: T): T {
  return read(value, fallback, (item): item is T => options.includes(item as T));
}

/** A list of group types: strings of 1 to SHARING_GROUP_TYPE_MAX characters trimmed, at most SHARING_GROUPS_MAX. */
function groupTypes(value: unknown): string[] {
  const list = read(value, [] as unknown[], (item): item is unknown[] => Array.isArray(item));
  if (list.length > SHARING_GROUPS_MAX) throw new Invalid();
  return list.map((item) => {
    if (typeof item !== 'string') throw new Invalid();
    const trimmed = item.trim();
    if (trimmed.length < 1 || trimmed.length > SHARING_GROUP_TYPE_MAX) throw new Invalid();
    return trimmed;
  });
}

function sectionSettings(stored: unknown): SectionSettings {
  const input = fields(stored);
  return {
    heading: text(input.heading, SECTION_HEADING_MAX, true),
    columns: oneOf(SECTION_COLUMNS, input.columns, 1),
    background: oneOf(SECTION_BACKGROUNDS, input.background, 'none'),
  };
}

function blockSettings(stored: unknown): BlockSettings {
  const input = fields(stored);
  const display = input.display === undefined ? undefined : fields(input.display);
  const layout = input.layout === undefined ? undefined : fields(input.layout);
  const sharing = input.sharing === undefined ? undefined : fields(input.sharing);
  const exhibit = input.exhibit === undefined ? undefined : fields(input.exhibit);
  const revealAfter = sharing?.revealAfter;
  return {
    display: {
      title: text(display?.title, BLOCK_TITLE_MAX, true),
      showTitle: flag(display?.showTitle),
      background: oneOf(SECTION_BACKGROUNDS, display?.background, 'none'),
    },
    layout: { span: oneOf([1, 2, 3], layout?.span, 1) },
    sharing: {
      accessType: oneOf(ACCESS_TYPES, sharing?.accessType, 'everyone'),
      revealAfter: read(
        revealAfter,
        null,
        (item): item is string | null => item === null || (typeof item === 'string' && DATE_TIME.test(item)),
      ),
      scheme: oneOf(POST_SCHEMES, sharing?.scheme, 'class'),
      condition: oneOf(REVEAL_CONDITIONS, sharing?.condition, 'always'),
      groups: groupTypes(sharing?.groups),
    },
    exhibit: { hidden: flag(exhibit?.hidden), caption: text(exhibit?.caption, EXHIBIT_CAPTION_MAX, false) },
  };
}

/** The defaults of `parse`, or them all when the stored settings no longer pass. */
function withDefaults<T>(parse: (stored: unknown) => T, stored: unknown): T {
  try {
    return parse(stored);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return parse({});
  }
}

/** A section's settings with defaults filled; stored settings that no longer parse read as the defaults. */
export function sectionSettingsOf(section: PageSection): SectionSettings {
  return withDefaults(sectionSettings, section.settings);
}

/** A block's settings with defaults filled; stored settings that no longer parse read as the defaults. */
export function blockSettingsOf(block: PageBlock): BlockSettings {
  return withDefaults(blockSettings, block.settings);
}
