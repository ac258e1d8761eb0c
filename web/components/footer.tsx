import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { FOOTER_LINK_GROUPS } from './nav-links';

/** The footer: the marketing pages, the catalogue and the language dropdown. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm leading-6 text-slate-600">{t('footer.tagline')}</p>
          <div className="mt-6 inline-block rounded-lg border border-slate-300 bg-white">
            <LanguageMenu align="left" placement="above" testId="footer-language-menu" />
          </div>
        </div>
        <nav aria-label={t('nav.footer')} className="grid grid-cols-2 gap-8 md:col-span-2">
          {FOOTER_LINK_GROUPS.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-slate-900">{t(group.heading)}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-sm text-slate-700 hover:text-brand-800 hover:underline"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
