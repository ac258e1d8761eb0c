import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { withoutAnswerKey } from '../../../common/domain/quiz/answer-key';

/**
 * May a reader who is not an editor see `block` at `now`? Spec §3 Block sharing: 'staff' blocks are
 * for the course's staff and editors only; 'after_date' blocks appear once `revealAfter` has passed
 * (a missing or unreadable date keeps the block hidden); anything else is for everyone.
 */
export function isSharedWithReaders(block: Pick<PageBlock, 'settings'>, now: Date): boolean {
  const sharing = block.settings.sharing as { accessType?: unknown; revealAfter?: unknown } | undefined;
  const accessType = sharing?.accessType;
  if (accessType === 'staff') return false;
  if (accessType === 'after_date') {
    const revealAt = typeof sharing?.revealAfter === 'string' ? Date.parse(sharing.revealAfter) : Number.NaN;
    return !Number.isNaN(revealAt) && revealAt <= now.getTime();
  }
  return true;
}

const isWhole = (block: PageBlock, now: Date) =>
  isSharedWithReaders(block, now) && !('answerKey' in block.setupData);

/**
 * The sections as `isEditor` sees them at `now`: editors see every block whole; other readers do
 * not receive blocks shared with staff only or not yet revealed, nor a quiz block's answer key.
 * Sections stay, even when left empty. `sections` itself when the reader sees all of it whole (a
 * caller may reuse what it derived from it).
 */
export function sectionsVisibleTo(sections: PageSection[], isEditor: boolean, now: Date): PageSection[] {
  if (isEditor) return sections;
  if (sections.every((section) => section.blocks.every((block) => isWhole(block, now)))) return sections;
  return sections.map((section) => ({
    ...section,
    blocks: section.blocks.filter((block) => isSharedWithReaders(block, now)).map(withoutAnswerKey),
  }));
}
