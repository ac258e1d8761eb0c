import { RICH_TEXT_SANITIZER_VERSION, sanitizeRichText } from '../../security/rich-text';
import type { RevisionSnapshot } from './page-revisions-store';

// Rich text is sanitised when it is stored, never when it is read (issue 11 point 3): every write
// of block setup data or of a snapshot (revision, template) goes through these, and records the
// sanitiser's version beside it, so rows of an older version are found and sanitised again at
// start-up (rich-text-backfill.ts). Copies are sanitised too: their source may be such a row.

/** The sanitiser version a write records: spread into the values of a row it stores. */
export const SANITIZED = { sanitizerVersion: RICH_TEXT_SANITIZER_VERSION } as const;

/** A block's setup data as stored: a rich text block's HTML sanitised, the rest as it is. */
export function sanitizedSetupData(
  widgetType: string,
  setupData: Record<string, unknown>,
): Record<string, unknown> {
  if (widgetType !== 'rich_text') return setupData;
  const html = typeof setupData.html === 'string' ? setupData.html : '';
  return { ...setupData, html: sanitizeRichText(html) };
}

/** A snapshot as stored: every rich text block's HTML sanitised. */
export function sanitizedSnapshot(snapshot: RevisionSnapshot): RevisionSnapshot {
  return {
    ...snapshot,
    sections: snapshot.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => ({
        ...block,
        setupData: sanitizedSetupData(block.widgetType, block.setupData),
      })),
    })),
  };
}
