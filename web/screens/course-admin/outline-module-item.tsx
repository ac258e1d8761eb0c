import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineModule } from '../../../common/api/outline';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import type { OutlineActions } from './outline-actions';
import type { OutlineDrag } from './outline-drag';
import { OutlineItemControls } from './outline-item-controls';
import { OutlinePageItem } from './outline-page-item';
import { OutlineTitleForm } from './outline-title-form';

interface OutlineModuleItemProps {
  modules: OutlineModule[];
  index: number;
  actions: OutlineActions;
  drag: OutlineDrag;
  /** Opens the page helper for this module. */
  onAddFromTemplate: () => void;
}

/** A module of the outline with its pages: rename, delete, moves, and a form to add a page. */
export function OutlineModuleItem({
  modules,
  index,
  actions,
  drag,
  onAddFromTemplate,
}: OutlineModuleItemProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const module = modules[index]!;
  const headingId = `outline-module-${module.id}`;

  return (
    <li
      {...drag.draggableModule(module.id)}
      {...drag.moduleDropTarget(index)}
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-4"
    >
      {renaming ? (
        <OutlineTitleForm
          label={t('courseOutline.moduleTitle')}
          submitLabel={t('courseOutline.save')}
          initial={module.title}
          onSubmit={(title) => actions.renameModule(module, title)}
          onClose={() => setRenaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <span aria-hidden="true" className="cursor-grab select-none text-slate-400">
            ⋮⋮
          </span>
          <h3 id={headingId} className="flex-1 text-lg font-semibold text-slate-900">
            {module.title}
          </h3>
          <OutlineItemControls
            kind="Module"
            title={module.title}
            onUp={index > 0 ? () => actions.moveModule(module.id, index - 1) : undefined}
            onDown={index < modules.length - 1 ? () => actions.moveModule(module.id, index + 1) : undefined}
            onRename={() => setRenaming(true)}
            onDelete={() => actions.deleteModule(module)}
          />
        </div>
      )}
      <ol {...drag.pageDropTarget(module.id, module.pages.length)} className="min-h-10 space-y-2">
        {module.pages.map((page, pageIndex) => (
          <OutlinePageItem
            key={page.id}
            page={page}
            index={pageIndex}
            module={module}
            previous={modules[index - 1]}
            next={modules[index + 1]}
            actions={actions}
            drag={drag}
          />
        ))}
        {module.pages.length === 0 && (
          <li className="text-sm text-slate-600">{t('courseOutline.noPages')}</li>
        )}
      </ol>
      <OutlineTitleForm
        label={t('courseOutline.newPageIn', { module: module.title })}
        submitLabel={t('courseOutline.addPage')}
        onSubmit={(title) => actions.addPage(module, title)}
      />
      <button
        type="button"
        className={SECONDARY_BUTTON}
        aria-label={t('pageHelper.addFromTemplateIn', { module: module.title })}
        onClick={onAddFromTemplate}
      >
        {t('pageHelper.addFromTemplate')}
      </button>
    </li>
  );
}
