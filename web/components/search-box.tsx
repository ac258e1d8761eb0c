import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SCREEN_ROUTES } from '../../common/routes';
import { classNames } from './class-names';
import { Icon } from './icon';

/** The top-bar course search: submits to /courses/?q=… (spec §2). */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // On the catalogue the box shows what was searched for.
  const current =
    location.pathname === SCREEN_ROUTES.courses ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = inputRef.current?.value.trim() ?? '';
    navigate(query ? `${SCREEN_ROUTES.courses}?q=${encodeURIComponent(query)}` : SCREEN_ROUTES.courses);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser; <search> is too new for some.
    <form role="search" onSubmit={handleSubmit} className={classNames('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        key={current}
        id={id}
        name="q"
        type="search"
        defaultValue={current}
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
    </form>
  );
}
