import { useQuery } from '@tanstack/react-query';
import { type FocusEvent, type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QUICK_RESULTS_SIZE } from '../../common/api/catalogue-limits';
import { SCREEN_ROUTES } from '../../common/routes';
import { catalogueQuery } from '../api/catalogue';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { courseLandingPath, coursesPath } from '../lib/paths';
import { classNames } from './class-names';
import { Icon } from './icon';

// The list of quick results (and its English) loads when someone first goes to the box.
const loadQuickResults = () => import('./search-quick-results');
const SearchQuickResults = lazy(() =>
  loadQuickResults().then((module) => ({ default: module.SearchQuickResults })),
);

/** Quick results wait until typing pauses this long. */
const QUICK_RESULTS_DELAY_MS = 200;

/** The top-bar course search: quick results as you type, submits to /courses/?q=… (spec §2). */
export function SearchBox({ className }: { className?: string }) {
  const location = useLocation();
  // On the catalogue the box shows what was searched for.
  const current =
    location.pathname === SCREEN_ROUTES.courses ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return <SearchForm key={current} initial={current} className={className} />;
}

function SearchForm({ initial, className }: { initial: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), QUICK_RESULTS_DELAY_MS);
  const quick = useQuery({
    ...catalogueQuery({ q: term, limit: QUICK_RESULTS_SIZE }),
    enabled: open && term !== '',
    retry: false,
  });
  const shown = open && term !== '' && term === text.trim();
  const courses = shown ? quick.data?.courses : undefined;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function openCourse(path: string) {
    close();
    navigate(courseLandingPath(path));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    close();
    navigate(coursesPath(query));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = courses?.length ?? 0;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      // Positions run from -1 (the text itself) to the last result, and wrap around.
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      setActive(next >= count ? -1 : next < -1 ? count - 1 : next);
    } else if (event.key === 'Enter' && courses && active >= 0 && courses[active]) {
      event.preventDefault();
      openCourse(courses[active].path);
    }
  }

  // Leaving the box (not into its own results) closes the results.
  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser; <search> is too new for some.
    <form
      role="search"
      onSubmit={handleSubmit}
      onFocus={loadQuickResults}
      onBlur={handleBlur}
      className={classNames('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={Boolean(courses && courses.length > 0)}
        aria-controls={listId}
        aria-activedescendant={courses && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        placeholder={t('search.placeholder')}
        className="block w-full rounded-full border border-slate-300 bg-slate-50 py-2 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-0 right-0 flex items-center rounded-full px-3 text-slate-600 hover:text-brand-700"
      >
        <Icon name="search" />
      </button>
      {shown && (
        <Suspense fallback={null}>
          <SearchQuickResults
            id={listId}
            courses={courses}
            failed={quick.isError}
            activeIndex={active}
            onChoose={openCourse}
          />
        </Suspense>
      )}
    </form>
  );
}
