import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';

const LINKS = [
  { to: SCREEN_ROUTES.staffTerms, label: 'staffArea.terms' },
  { to: SCREEN_ROUTES.staffMailOutbox, label: 'staffArea.mailOutbox' },
  { to: SCREEN_ROUTES.staffQualifications, label: 'staffArea.qualifications' },
  { to: SCREEN_ROUTES.staffPayments, label: 'staffArea.payments' },
] as const;

/** The tools of the staff area under /wasabi/, the current one marked. */
export function StaffNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staffArea.nav')} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-6 px-4 sm:px-6 lg:px-8">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-block border-b-2 py-3 text-sm font-medium ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
