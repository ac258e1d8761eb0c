import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view: View = isView(requested) ? requested : 'students';
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});

  // Replaced, not pushed: moving through the views with the arrow keys leaves no trail of history.
  const choose = (next: View) => {
    const search = new URLSearchParams(params);
    search.set('view', next);
    navigate({ search: `?${search}` }, { replace: true });
  };

  function onKeyDown(event: KeyboardEvent) {
    const index = VIEWS.indexOf(view);
    const last = VIEWS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % VIEWS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % VIEWS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = VIEWS[next] ?? 'students';
    choose(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div>
        <h2 id="analytics-heading" className="text-xl font-semibold text-slate-900">
          {t('analytics.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('analytics.intro')}</p>
      </div>
      <div
        role="tablist"
        aria-label={t('analytics.views.label')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {VIEWS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={name === view}
            aria-controls={name === view ? `${baseId}-${name}-panel` : undefined}
            tabIndex={name === view ? 0 : -1}
            onClick={() => choose(name)}
            className="-mb-px rounded-t-lg border border-transparent px-4 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 aria-selected:border-slate-200 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-800"
          >
            {t(`analytics.views.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${view}-panel`} aria-labelledby={`${baseId}-${view}-tab`}>
        {view === 'students' ? (
          <StudentsView cohortPath={cohortPath} />
        ) : view === 'progress' ? (
          <ProgressView cohortPath={cohortPath} />
        ) : (
          <CommentsView cohortPath={cohortPath} />
        )}
      </div>
    </section>
  );
}
