import { type DragEvent, useRef, useState } from 'react';
import type { PageSection } from '../../../common/api/course-page';

/** Which side of a block a dragged block lands on. */
export type DropSide = 'before' | 'after';

/** Where a dragged block lands: beside a block, or at the end of a section. */
export type DropTarget = { blockId: string; side: DropSide } | { sectionId: string };

/**
 * The place (`moveBlock`'s section and index, counted without the dragged block) where `draggedId`
 * goes when dropped on `target`; null when it would not move.
 */
export function dropPlaceOf(
  sections: readonly PageSection[],
  draggedId: string,
  target: DropTarget,
): { sectionId: string; index: number } | null {
  const section =
    'sectionId' in target
      ? sections.find((candidate) => candidate.id === target.sectionId)
      : sections.find((candidate) => candidate.blocks.some((block) => block.id === target.blockId));
  if (!section || ('blockId' in target && target.blockId === draggedId)) return null;
  const others = section.blocks.map((block) => block.id).filter((id) => id !== draggedId);
  const index =
    'sectionId' in target
      ? others.length
      : others.indexOf(target.blockId) + (target.side === 'after' ? 1 : 0);
  const from = section.blocks.findIndex((block) => block.id === draggedId);
  return from === index ? null : { sectionId: section.id, index };
}

/**
 * Dragging blocks by their handle (native drag and drop; Move up and Move down do the same from the
 * keyboard): the handle's props, the drop props of blocks and sections, and the side of a block a
 * drop would land on, for its marker. What is dragged is kept here (a drop target cannot read the
 * dataTransfer during dragover).
 */
export function useBlockDrag(
  sections: readonly PageSection[],
  onDrop: (blockId: string, place: { sectionId: string; index: number }) => void,
) {
  const dragged = useRef<string | null>(null);
  const [hint, setHint] = useState<{ blockId: string; side: DropSide } | null>(null);

  function drop(event: DragEvent, target: DropTarget) {
    const blockId = dragged.current;
    if (!blockId) return;
    event.preventDefault();
    event.stopPropagation();
    dragged.current = null;
    setHint(null);
    const place = dropPlaceOf(sections, blockId, target);
    if (place) onDrop(blockId, place);
  }

  function allowDrop(event: DragEvent): boolean {
    if (!dragged.current) return false;
    event.preventDefault();
    event.stopPropagation();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    return true;
  }

  const sideOf = (event: DragEvent): DropSide => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
  };

  return {
    handleProps: (blockId: string) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        dragged.current = blockId;
        event.dataTransfer?.setData('text/plain', blockId);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      },
      onDragEnd: () => {
        dragged.current = null;
        setHint(null);
      },
    }),
    blockDropProps: (blockId: string) => ({
      onDragOver: (event: DragEvent) => {
        if (!allowDrop(event)) return;
        const side = sideOf(event);
        if (hint?.blockId !== blockId || hint.side !== side) setHint({ blockId, side });
      },
      onDrop: (event: DragEvent) => drop(event, { blockId, side: sideOf(event) }),
    }),
    sectionDropProps: (sectionId: string) => ({
      onDragOver: (event: DragEvent) => {
        if (allowDrop(event) && hint) setHint(null);
      },
      onDrop: (event: DragEvent) => drop(event, { sectionId }),
    }),
    /** The side of `blockId` the dragged block would land on, if it is over it. */
    dropSideOf: (blockId: string): DropSide | null => (hint?.blockId === blockId ? hint.side : null),
  };
}

export type BlockDrag = ReturnType<typeof useBlockDrag>;
