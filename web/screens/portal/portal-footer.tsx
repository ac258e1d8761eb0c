import { useTranslation } from 'react-i18next';
import type { Portal } from '../../../common/api/portal';
import { PORTAL_LINK, PortalLink } from './portal-link';

/** The portal's footer band: its line of text and its links; nothing when it has neither. */
export function PortalFooter({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { text, links } = portal.footerData;
  if (!text && links.length === 0) return null;
  return (
    <section
      aria-label={t('portal.footerLabel', { name: portal.name })}
      className="bg-[var(--portal-primary)] text-[var(--portal-on-primary)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6 lg:px-8">
        {text && <p className="whitespace-pre-line text-sm">{text}</p>}
        {links.length > 0 && (
          <nav aria-label={t('portal.footerLinks')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the team's list, drawn in its order
                <li key={index}>
                  <PortalLink url={link.url} className={`text-sm font-medium underline ${PORTAL_LINK}`}>
                    {link.label}
                  </PortalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
