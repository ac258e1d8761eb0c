import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CoursePage, PageSection } from '../../../common/api/course-page';
import type { PageSettings } from '../../../common/api/page-admin';
import { sectionSettingsOf } from '../../../common/api/page-layout';
import { coursePagesKey } from '../../api/course-page';
import { saveLayoutChange } from '../../api/page-layout';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { GRID_COLUMNS, SPANS, spanOf } from '../../lib/block-layout';
import { courseAdminPath, coursePagePath } from '../../lib/paths';
import { CourseOutlineSidebar } from '../course-page/course-outline-sidebar';
import { type AddTarget, targetAt } from './add-target';
import { useBlockDrag } from './block-drag';
import { blockModesReducer, NO_BLOCK_EDITING, tabOf } from './block-modes';
import { EditedPageContext } from './course-group-types';
import { EditorBlock } from './editor-block';
import { useFocusAfterChange } from './editor-focus';
import { sectionTitle, widgetName } from './editor-names';
import { EditorSection } from './editor-section';
import { EditorToolbar } from './editor-toolbar';
import { InsertMenu } from './insert-menu';
import { withLocalChange } from './layout-settings';
import { PageSectionsContext } from './page-sections-context';
import { Toolbox } from './toolbox';
import { type BlockChange, useBlockAutosave } from './use-block-autosave';
import { useEditorActions } from './use-editor-actions';
import { TOOLBOX_SHORTCUT, useEditorShortcuts } from './use-editor-shortcuts';
import { usePageLayout } from './use-page-layout';

/** The outline starts open where there is room beside the editor (Tailwind's lg), collapsed on narrow screens. */
const wideScreen = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 64rem)').matches;

/**
 * The page editor (edit mode, spec §4): a toolbar, the course outline to move between pages, the
 * page's sections and their blocks (controls on the hovered or focused block, a drag handle, "/"
 * to insert), and the toolbox. Structural changes mark the page as updating until the server
 * answers, and are announced; block edits are autosaved.
 */
export function PageEditor({ page }: { page: CoursePage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const layout = usePageLayout(page.id);
  const saveBlock = useCallback(
    (blockId: string, change: BlockChange) =>
      saveLayoutChange(page.id, 'updateBlock', { blockId, ...change }),
    [page.id],
  );
  const autosave = useBlockAutosave({ save: saveBlock, onSaved: layout.acceptBlock });
  const [modes, dispatch] = useReducer(blockModesReducer, NO_BLOCK_EDITING);
  const [target, setTarget] = useState<AddTarget | null>(null);
  // The insert menu, open for the place it adds to.
  const [inserting, setInserting] = useState<{ target: AddTarget | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const toolboxHeading = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfterChange(layout.layout);
  const actions = useEditorActions({
    layout,
    dispatch,
    discard: autosave.discard,
    announce: setAnnouncement,
    focusAfter,
  });
  const drag = useBlockDrag(
    layout.layout?.sections ?? [],
    (blockId, place) => void actions.dropBlock(blockId, place),
  );
  const leaveDialog = useUnsavedChanges(autosave.unsaved);
  const [outlineOpen] = useState(wideScreen);
  const focusToolbox = () => toolboxHeading.current?.focus();
  const openInsertMenu = (from: Element | null) => {
    if (layout.layout && !layout.updating) setInserting({ target: targetAt(from) });
  };
  useEditorShortcuts({ onInsert: openInsertMenu, onToolbox: focusToolbox });

  const onSettingsSaved = (settings: PageSettings) => {
    void queryClient.invalidateQueries({ queryKey: coursePagesKey(page.coursePath) });
    if (settings.path !== page.path) void navigate(coursePagePath(page.coursePath, settings.path, 'edit'));
  };
  const onDeleted = () => void navigate(courseAdminPath({ action: 'content', course: page.coursePath }));
  const aimToolbox = (next: AddTarget) => {
    setTarget(next);
    focusToolbox();
  };

  const sections = layout.layout?.sections ?? [];
  const blockCount = sections.reduce((count, section) => count + section.blocks.length, 0);

  return (
    <div className="mx-auto max-w-[96rem] space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={focusToolbox}
        aria-keyshortcuts={TOOLBOX_SHORTCUT}
        className="sr-only focus:not-sr-only focus:rounded-lg focus:bg-brand-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white"
      >
        {t('pageEditor.skipToToolbox', { shortcut: TOOLBOX_SHORTCUT })}
      </button>
      <EditorToolbar
        pageId={page.id}
        coursePath={page.coursePath}
        status={autosave.status}
        onSettingsSaved={onSettingsSaved}
        onDeleted={onDeleted}
        onInsert={() => openInsertMenu(null)}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)_20rem]">
        <CourseOutlineSidebar
          coursePath={page.coursePath}
          pagePath={page.path}
          mode="edit"
          startOpen={outlineOpen}
        />
        <div className="min-w-0 space-y-6">
          <h1 className="text-3xl font-semibold text-slate-900">{page.title}</h1>
          <p role="status" className={layout.updating ? 'font-medium text-brand-800' : 'sr-only'}>
            {layout.updating ? t('pageEditor.updating') : ''}
          </p>
          <FormAlert message={layout.error && t('pageEditor.changeFailed', { reason: layout.error })} />
          <FormAlert message={autosave.retrying ? t('pageEditor.retrying') : null} />
          {layout.loading ? (
            <p role="status" className="text-slate-700">
              {t('pageEditor.loading')}
            </p>
          ) : layout.loadError ? (
            <div className="space-y-3">
              <FormAlert message={t('pageEditor.loadFailed', { reason: layout.loadError })} />
              <button type="button" onClick={() => void layout.reload()} className={SECONDARY_BUTTON}>
                {t('pageEditor.tryAgain')}
              </button>
            </div>
          ) : (
            <EditedPageContext value={page.id}>
              <PageSectionsContext value={sections}>
                <div aria-busy={layout.updating} className="space-y-6">
                  {blockCount === 0 && (
                    <p className="rounded-xl bg-brand-50 p-4 text-slate-800">{t('pageEditor.empty')}</p>
                  )}
                  {sections.map((section, index) => (
                    <EditorSection
                      key={section.id}
                      pageId={page.id}
                      section={section}
                      index={index}
                      count={sections.length}
                      structureLocked={layout.updating}
                      actions={actions}
                      drag={drag}
                      onSaved={layout.accept}
                      onAddBlock={() => aimToolbox({ kind: 'section', sectionId: section.id })}
                    >
                      {renderBlocks(sections, index)}
                    </EditorSection>
                  ))}
                  <button
                    type="button"
                    disabled={layout.updating}
                    onClick={() => void actions.addSection()}
                    className={SECONDARY_BUTTON}
                  >
                    {t('pageEditor.section.add')}
                  </button>
                </div>
              </PageSectionsContext>
            </EditedPageContext>
          )}
        </div>
        {!layout.loading && !layout.loadError && (
          <div className="lg:col-start-2 xl:col-start-auto">
            <Toolbox
              headingRef={toolboxHeading}
              targetLabel={targetLabel(sections, target)}
              disabled={layout.updating || sections.length === 0}
              onChoose={(widgetType) => void actions.addBlock(widgetType, target)}
            />
          </div>
        )}
      </div>
      {inserting && (
        <InsertMenu
          targetLabel={targetLabel(sections, inserting.target)}
          onClose={() => setInserting(null)}
          onChoose={(widgetType) => void actions.addBlock(widgetType, inserting.target)}
        />
      )}
      {leaveDialog}
    </div>
  );

  function renderBlocks(all: PageSection[], sectionIndex: number) {
    const section = all[sectionIndex] as PageSection;
    const columns = sectionSettingsOf(section).columns;
    const last = section.blocks.length - 1;
    return (
      <div className={`mt-4 grid gap-4 ${GRID_COLUMNS[columns]}`}>
        {section.blocks.map((saved, index) => {
          const block = withLocalChange(saved, autosave.edits[saved.id]);
          return (
            <div key={block.id} className={`min-w-0 ${SPANS[spanOf(block, columns) as 1 | 2 | 3]}`}>
              <EditorBlock
                block={block}
                coursePath={page.coursePath}
                columns={columns}
                canMoveUp={index > 0 || sectionIndex > 0}
                canMoveDown={index < last || sectionIndex < all.length - 1}
                movesAcrossUp={index === 0 && sectionIndex > 0}
                movesAcrossDown={index === last && sectionIndex < all.length - 1}
                editing={modes.editing.includes(block.id)}
                tab={tabOf(modes, block.id)}
                structureLocked={layout.updating}
                refusal={autosave.refusals[block.id]}
                actions={actions}
                drag={drag}
                onToggleEdit={() =>
                  dispatch({ type: modes.editing.includes(block.id) ? 'close' : 'open', blockId: block.id })
                }
                onSelectTab={(tab) => dispatch({ type: 'selectTab', blockId: block.id, tab })}
                onChange={(change) => autosave.change(block.id, change)}
                onAddAfter={() => aimToolbox({ kind: 'after', blockId: block.id })}
              />
            </div>
          );
        })}
      </div>
    );
  }

  function targetLabel(all: PageSection[], chosen: AddTarget | null): string {
    if (chosen?.kind === 'after') {
      const block = all
        .flatMap((section) => section.blocks)
        .find((candidate) => candidate.id === chosen.blockId);
      if (block) return t('pageEditor.toolbox.afterBlock', { block: widgetName(t, block.widgetType) });
    }
    const index =
      chosen?.kind === 'section' ? all.findIndex((section) => section.id === chosen.sectionId) : -1;
    const at = index >= 0 ? index : all.length - 1;
    const section = all[at];
    return section ? t('pageEditor.toolbox.endOfSection', { section: sectionTitle(t, section, at) }) : '';
  }
}
