import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineModule, OutlinePage } from '../../../common/api/outline';
import type { OutlineActions } from './outline-actions';
import type { OutlineDrag } from './outline-drag';
import { OutlineItemControls } from './outline-item-controls';
import { OutlineTitleForm } from './outline-title-form';

interface OutlinePageItemProps {
  page: OutlinePage;
  index: number;
  module: OutlineModule;
  /** The modules before and after this page's module, where the move buttons go at the ends. */
  previous: OutlineModule | undefined;
  next: OutlineModule | undefined;
  actions: OutlineActions;
  drag: OutlineDrag;
}

/** A page of the outline: its title and path, rename, delete, and moves (drag or buttons). */
export function OutlinePageItem({
  page,
  index,
  module,
  previous,
  next,
  actions,
  drag,
}: OutlinePageItemProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const last = index === module.pages.length - 1;

  function moveUp() {
    if (index > 0) actions.movePage(page.id, module.id, index - 1);
    else if (previous) actions.movePage(page.id, previous.id, previous.pages.length);
  }
  function moveDown() {
    if (!last) actions.movePage(page.id, module.id, index + 1);
    else if (next) actions.movePage(page.id, next.id, 0);
  }

  return (
    <li
      {...drag.draggablePage(page.id)}
      {...drag.pageDropTarget(module.id, index)}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
    >
      {renaming ? (
        <div className="flex-1">
          <OutlineTitleForm
            label={t('courseOutline.pageTitle')}
            submitLabel={t('courseOutline.save')}
            initial={page.title}
            onSubmit={(title) => actions.renamePage(page, title)}
            onClose={() => setRenaming(false)}
          />
        </div>
      ) : (
        <>
          <span aria-hidden="true" className="cursor-grab select-none text-slate-400">
            ⋮⋮
          </span>
          <span className="flex-1">
            <span className="font-medium text-slate-900">{page.title}</span>{' '}
            <span className="text-sm text-slate-500">/{page.path}/</span>
          </span>
          <OutlineItemControls
            kind="Page"
            title={page.title}
            onUp={index > 0 || previous ? moveUp : undefined}
            onDown={!last || next ? moveDown : undefined}
            onRename={() => setRenaming(true)}
            onDelete={() => actions.deletePage(page)}
          />
        </>
      )}
    </li>
  );
}
