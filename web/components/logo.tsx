import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../common/routes';
import { BRAND_NAME } from '../brand';

/** The brand mark and name, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to={SCREEN_ROUTES.home}
      aria-label={t('app.homeLink')}
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M11 8v16M11 16l9-8M14.5 13l7.5 11"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      <span>{BRAND_NAME}</span>
    </Link>
  );
}
