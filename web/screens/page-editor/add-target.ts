import type { PageSection } from '../../../common/api/course-page';

/** Where the toolbox adds a block: at the end of a section, or right after a block. */
export type AddTarget = { kind: 'section'; sectionId: string } | { kind: 'after'; blockId: string };

/** The section and index `target` means in `sections` now; the end of the last section by default. */
export function placeOf(
  sections: readonly PageSection[],
  target: AddTarget | null,
): { sectionId: string; index: number } | null {
  if (target?.kind === 'after') {
    for (const section of sections) {
      const index = section.blocks.findIndex((block) => block.id === target.blockId);
      if (index >= 0) return { sectionId: section.id, index: index + 1 };
    }
  }
  const section =
    (target?.kind === 'section' && sections.find((candidate) => candidate.id === target.sectionId)) ||
    sections[sections.length - 1];
  return section ? { sectionId: section.id, index: section.blocks.length } : null;
}

/** Where a block goes when moved one step: within its section, or to the end or start of the next one. */
export function stepOf(
  sections: readonly PageSection[],
  blockId: string,
  direction: -1 | 1,
): { sectionId: string; index: number } | null {
  const sectionIndex = sections.findIndex((section) => section.blocks.some((block) => block.id === blockId));
  const section = sections[sectionIndex];
  if (!section) return null;
  const index = section.blocks.findIndex((block) => block.id === blockId);
  const within = index + direction;
  if (within >= 0 && within < section.blocks.length) return { sectionId: section.id, index: within };
  const neighbour = sections[sectionIndex + direction];
  if (!neighbour) return null;
  return { sectionId: neighbour.id, index: direction < 0 ? neighbour.blocks.length : 0 };
}

/** The place the focus is in, as a target: after its block, else at the end of its section. */
export function targetAt(element: Element | null): AddTarget | null {
  const blockId = element?.closest('[data-block-id]')?.getAttribute('data-block-id');
  if (blockId) return { kind: 'after', blockId };
  const sectionId = element?.closest('[data-section-id]')?.getAttribute('data-section-id');
  return sectionId ? { kind: 'section', sectionId } : null;
}
