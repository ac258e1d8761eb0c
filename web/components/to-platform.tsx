import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentSite } from '../lib/site';

/**
 * A screen an institution's own domain does not serve (spec §2: "Navigation to an action belonging
 * to another domain redirects to that origin"): the same address on the platform's domain.
 */
export function ToPlatform() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const platform = currentSite()?.platform ?? '';
  const address = `${platform}${pathname}${search}${hash}`;
  useEffect(() => {
    window.location.replace(address);
  }, [address]);
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-slate-700">
      {t('site.toPlatform')} <a href={address}>{new URL(address).host}</a>
    </p>
  );
}
