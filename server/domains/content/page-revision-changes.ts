import type { PageSection } from '../../../common/api/course-page';
import type { RevisionChanges } from '../../../common/api/page-admin';

/**
 * What an editing session changed, as a revision stores it (`page_revisions.changes`): the ids of
 * the blocks it added, removed and edited, and whether blocks moved or sections changed. Ids, not
 * counts, so that the saves of one session combine: a block added and then edited is one block
 * added; a block added and then removed is nothing at all.
 */
export interface StoredChanges {
  /** The page's first revision: the page as created, which no session extends. */
  created?: true;
  added: string[];
  removed: string[];
  edited: string[];
  moved: boolean;
  sections: boolean;
}

/** JSON with object keys sorted, so equal content compares equal whatever order its keys were stored in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const blocksOf = (sections: readonly PageSection[]) =>
  sections.flatMap((section) => section.blocks.map((block) => ({ ...block, sectionId: section.id })));

const contentOf = ({
  widgetType,
  setupData,
  settings,
  isProgressContributor,
}: PageSection['blocks'][number]) => canonical({ widgetType, setupData, settings, isProgressContributor });

/** The changes of one save: from the layout `before` it to the layout `after` it. */
export function changesBetween(before: readonly PageSection[], after: readonly PageSection[]): StoredChanges {
  const was = new Map(blocksOf(before).map((block) => [block.id, block]));
  const now = blocksOf(after);
  const nowIds = new Set(now.map((block) => block.id));
  const kept = now.filter((block) => was.has(block.id));
  // The blocks both layouts hold, in reading order, each with its section: a different order is a move.
  const placeOf = (blocks: typeof now) =>
    canonical(
      blocks.filter((block) => was.has(block.id) && nowIds.has(block.id)).map((b) => [b.id, b.sectionId]),
    );
  const sectionsOf = (sections: readonly PageSection[]) =>
    canonical(sections.map((section) => [section.id, section.settings]));
  return {
    added: now.filter((block) => !was.has(block.id)).map((block) => block.id),
    removed: [...was.keys()].filter((id) => !nowIds.has(id)),
    edited: kept
      .filter((block) => contentOf(block) !== contentOf(was.get(block.id)!))
      .map((block) => block.id),
    moved: placeOf([...was.values()]) !== placeOf(now),
    sections: sectionsOf(before) !== sectionsOf(after),
  };
}

/** A session's changes with one more save's. */
export function mergeChanges(session: StoredChanges, save: StoredChanges): StoredChanges {
  const removed = new Set(save.removed);
  const added = [...new Set([...session.added, ...save.added])].filter((id) => !removed.has(id));
  const addedInSession = new Set(session.added);
  const addedNow = new Set(added);
  return {
    added,
    // A block the session added and this save removed was never on the page before it.
    removed: [...new Set([...session.removed, ...save.removed.filter((id) => !addedInSession.has(id))])],
    edited: [...new Set([...session.edited, ...save.edited])].filter(
      (id) => !addedNow.has(id) && !removed.has(id),
    ),
    moved: session.moved || save.moved,
    sections: session.sections || save.sections,
  };
}

/** The stored changes counted for the history list (null stays null: not recorded). */
export function countedChanges(stored: unknown): RevisionChanges | null {
  if (!stored || typeof stored !== 'object') return null;
  const changes = stored as StoredChanges;
  return {
    pageCreated: changes.created === true,
    blocksAdded: changes.added.length,
    blocksRemoved: changes.removed.length,
    blocksEdited: changes.edited.length,
    blocksMoved: changes.moved,
    sectionsChanged: changes.sections,
  };
}
