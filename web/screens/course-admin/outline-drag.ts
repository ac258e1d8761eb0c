import { type DragEvent, useRef } from 'react';

type DragKind = 'module' | 'page';

interface DropHandlers {
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/**
 * Native HTML5 drag and drop for the outline: modules drop onto modules, pages onto pages or a
 * module's page list. What is dragged is kept here (not only in dataTransfer, which a drop
 * target cannot read during dragover).
 */
export function useOutlineDrag(handlers: {
  dropModule: (moduleId: string, index: number) => void;
  dropPage: (pageId: string, moduleId: string, index: number) => void;
}) {
  const dragged = useRef<{ kind: DragKind; id: string } | null>(null);

  function draggable(kind: DragKind, id: string) {
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.stopPropagation();
        dragged.current = { kind, id };
        event.dataTransfer?.setData('text/plain', id);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      },
      onDragEnd: () => {
        dragged.current = null;
      },
    };
  }

  function dropTarget(kind: DragKind, drop: (id: string) => void): DropHandlers {
    return {
      onDragOver: (event) => {
        if (dragged.current?.kind !== kind) return;
        event.preventDefault();
        event.stopPropagation();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      },
      onDrop: (event) => {
        const item = dragged.current;
        if (item?.kind !== kind) return;
        event.preventDefault();
        event.stopPropagation();
        dragged.current = null;
        drop(item.id);
      },
    };
  }

  return {
    /** Props making a module draggable. */
    draggableModule: (moduleId: string) => draggable('module', moduleId),
    /** Props making a page draggable. */
    draggablePage: (pageId: string) => draggable('page', pageId),
    /** A module dropped here goes to `index`. */
    moduleDropTarget: (index: number) => dropTarget('module', (id) => handlers.dropModule(id, index)),
    /** A page dropped here goes to `index` of module `moduleId`. */
    pageDropTarget: (moduleId: string, index: number) =>
      dropTarget('page', (id) => handlers.dropPage(id, moduleId, index)),
  };
}

/** The drag helpers the outline items use. */
export type OutlineDrag = ReturnType<typeof useOutlineDrag>;
