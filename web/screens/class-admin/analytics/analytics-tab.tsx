import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { AnalyticsOf } from '../../../api/analytics';
import { TabList, tabIds } from '../../../components/tab-list';
import type { ClassTabProps } from '../class-admin-tabs';
import { CommentsView } from './comments-view';
import { ProgressView } from './progress-view';
import { StudentsView } from './students-view';

/** The analytics views, in the order of their tabs; the first is shown when the address names none. */
const VIEWS = ['students', 'progress', 'comments'] as const;
type View = (typeof VIEWS)[number];

const isView = (value: string | null): value is View => VIEWS.some((view) => view === value);

/**
 * Class admin's Analytics (spec §2): its Students, Progress and Comments views as ARIA tabs (arrow
 * keys, Home and End move between them). The view is in the address (`&view=…`), so a reload or a
 * shared link opens the same one.
 */
export function AnalyticsTab({ cohortPath }: ClassTabProps) {
  return <AnalyticsViews of={{ cohortPath }} />;
}

/** The analytics views of a class, or of every class of a course at once (AnalyticsOf). */
export function AnalyticsViews({ of }: { of: AnalyticsOf }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view: View = isView(requested) ? requested : 'students';
  const baseId = useId();

  // Replaced, not pushed: moving through the views with the arrow keys leaves no trail of history.
  const choose = (next: View) => {
    const search = new URLSearchParams(params);
    search.set('view', next);
    navigate({ search: `?${search}` }, { replace: true });
  };

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div>
        <h2 id="analytics-heading" className="text-xl font-semibold text-slate-900">
          {t('analytics.title')}
        </h2>
        <p className="mt-1 text-slate-700">
          {t('cohortPath' in of ? 'analytics.intro' : 'analytics.introCourse')}
        </p>
      </div>
      <TabList
        label={t('analytics.views.label')}
        names={VIEWS}
        current={view}
        baseId={baseId}
        labelOf={(name) => t(`analytics.views.${name}`)}
        onSelect={choose}
        tabClassName="px-4"
      />
      <div role="tabpanel" id={tabIds(baseId, view).panel} aria-labelledby={tabIds(baseId, view).tab}>
        {view === 'students' ? (
          <StudentsView of={of} />
        ) : view === 'progress' ? (
          <ProgressView of={of} />
        ) : (
          <CommentsView of={of} />
        )}
      </div>
    </section>
  );
}
