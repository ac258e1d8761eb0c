import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePage } from '../../../common/api/course-page';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { RevisionList } from './revision-list';
import { RevisionPreview } from './revision-preview';
import { useRevisions } from './use-revisions';

/**
 * History mode of a course page (spec §2): the page's revisions newest first, one previewed
 * read-only, and "Restore this version", which saves that content as a new current revision.
 */
export function PageHistoryMode({ page }: { page: CoursePage }) {
  const { t } = useTranslation();
  const { query, revisions } = useRevisions(page.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const selectedId = chosenId ?? revisions.find((revision) => revision.isCurrent)?.id ?? null;

  let list: React.ReactNode;
  if (query.isPending) list = <p className="text-slate-600">{t('pageHistory.loading')}</p>;
  else if (query.isError) list = <FormAlert message={errorText(query.error)} />;
  else if (revisions.length === 0) list = <p className="text-slate-600">{t('pageHistory.empty')}</p>;
  else
    list = (
      <>
        <RevisionList
          revisions={revisions}
          selectedId={selectedId}
          onSelect={(revisionId) => {
            setRestored(false);
            setChosenId(revisionId);
          }}
        />
        {query.hasNextPage && (
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-3 w-full`}
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('pageHistory.loadingMore') : t('pageHistory.loadMore')}
          </button>
        )}
      </>
    );

  return (
    <section aria-labelledby="page-history-heading" className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div>
        <h2 id="page-history-heading" className="text-xl font-semibold text-slate-900">
          {t('pageHistory.heading')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('pageHistory.lead')}</p>
        {list}
      </div>
      <div>
        <p role="status" className="mb-3 text-sm font-medium text-brand-800">
          {restored ? t('pageHistory.restored') : ''}
        </p>
        {selectedId && (
          <RevisionPreview
            key={selectedId}
            page={page}
            revisionId={selectedId}
            onRestored={(layout) => {
              setRestored(true);
              setChosenId(layout.revisionId);
            }}
          />
        )}
      </div>
    </section>
  );
}
