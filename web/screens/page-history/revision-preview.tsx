import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CoursePage } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import { coursePageKey } from '../../api/course-page';
import { pageAdminKeys, restoreRevision, revisionQuery } from '../../api/page-admin';
import { layoutKey } from '../../api/page-layout';
import { useAuthState } from '../../auth/use-auth-state';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { PageSections } from '../course-page/page-sections';

interface RevisionPreviewProps {
  page: CoursePage;
  revisionId: string;
  /** Called once the revision is restored, with the layout the page now shows. */
  onRestored: (layout: PageLayout) => void;
}

/** One revision read-only, with "Restore this version" (asked to confirm) unless it is the current one. */
export function RevisionPreview({ page, revisionId, onRestored }: RevisionPreviewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useAuthState().currentUser?.userId ?? null;
  const preview = useQuery(revisionQuery(page.id, revisionId));
  const restore = useMutation({
    mutationFn: () => restoreRevision(page.id, revisionId),
    onSuccess: async (layout) => {
      queryClient.setQueryData(layoutKey(page.id), layout);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coursePageKey(page.coursePath, page.path, userId) }),
        queryClient.invalidateQueries({ queryKey: pageAdminKeys.revisions(page.id) }),
      ]);
      onRestored(layout);
    },
  });

  if (preview.isPending) return <p className="text-slate-600">{t('pageHistory.loadingRevision')}</p>;
  if (preview.isError) return <FormAlert message={errorText(preview.error)} />;
  const { revision, sections } = preview.data;
  const empty = sections.every((section) => section.blocks.length === 0);

  return (
    <div className="space-y-4">
      {!revision.isCurrent && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={restore.isPending}
            onClick={() => {
              if (window.confirm(t('pageHistory.confirmRestore'))) restore.mutate();
            }}
          >
            {restore.isPending ? t('pageHistory.restoring') : t('pageHistory.restore')}
          </button>
        </div>
      )}
      <FormAlert message={errorText(restore.error)} />
      <section
        className="rounded-xl border border-slate-200 bg-white p-4"
        aria-label={t('pageHistory.previewLabel')}
      >
        {empty ? (
          <p className="text-slate-600">{t('pageHistory.emptyRevision')}</p>
        ) : (
          <PageSections sections={sections} exhibit={false} headingLevel={4} />
        )}
      </section>
    </div>
  );
}
