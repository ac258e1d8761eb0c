import { useTranslation } from 'react-i18next';
import { type OutlineModule, type OutlinePage, outlineModules } from '../../../common/api/outline';
import { moveModuleLocally, movePageLocally, type useOutlineEditor } from './outline-editor';

/** What the outline items can do; each change is saved at once. */
export interface OutlineActions {
  addModule: (title: string) => Promise<boolean>;
  renameModule: (module: OutlineModule, title: string) => Promise<boolean>;
  deleteModule: (module: OutlineModule) => void;
  moveModule: (moduleId: string, index: number) => void;
  addPage: (module: OutlineModule, title: string) => Promise<boolean>;
  renamePage: (page: OutlinePage, title: string) => Promise<boolean>;
  deletePage: (page: OutlinePage) => void;
  movePage: (pageId: string, moduleId: string, index: number) => void;
}

/** The outline's changes, each announced to screen readers once saved. */
export function useOutlineActions(editor: ReturnType<typeof useOutlineEditor>): OutlineActions {
  const { t } = useTranslation();
  const { save, modules } = editor;
  const done = (key: 'added' | 'renamed' | 'deleted', title: string) => () =>
    t(`courseOutline.${key}`, { title });

  return {
    addModule: (title) => save('addModule', { title }, { announce: done('added', title) }),
    renameModule: (module, title) =>
      save('renameModule', { moduleId: module.id, title }, { announce: done('renamed', title) }),
    deleteModule: (module) =>
      void save('deleteModule', { moduleId: module.id }, { announce: done('deleted', module.title) }),
    moveModule: (moduleId, index) => {
      const preview = moveModuleLocally(modules, moduleId, index);
      void save(
        'moveModule',
        { moduleId, index },
        {
          preview,
          announce: (saved) => {
            const list = outlineModules(saved);
            const position = list.findIndex((module) => module.id === moduleId);
            return t('courseOutline.movedModule', {
              title: list[position]?.title ?? '',
              position: position + 1,
              total: list.length,
            });
          },
        },
      );
    },
    addPage: (module, title) =>
      save('addPage', { moduleId: module.id, title }, { announce: done('added', title) }),
    renamePage: (page, title) =>
      save('renamePage', { pageId: page.id, title }, { announce: done('renamed', title) }),
    deletePage: (page) => {
      if (!window.confirm(t('courseOutline.confirmDeletePage', { title: page.title }))) return;
      void save('deletePage', { pageId: page.id }, { announce: done('deleted', page.title) });
    },
    movePage: (pageId, moduleId, index) => {
      const preview = movePageLocally(modules, pageId, moduleId, index);
      void save(
        'movePage',
        { pageId, moduleId, index },
        {
          preview,
          announce: (saved) => {
            const target = outlineModules(saved).find((module) => module.id === moduleId);
            const position = target?.pages.findIndex((page) => page.id === pageId) ?? -1;
            return t('courseOutline.movedPage', {
              title: target?.pages[position]?.title ?? '',
              position: position + 1,
              total: target?.pages.length ?? 0,
              module: target?.title ?? '',
            });
          },
        },
      );
    },
  };
}
