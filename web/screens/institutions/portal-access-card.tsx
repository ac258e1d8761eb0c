import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_VIEW_ACCESS, type PortalViewAccess } from '../../../common/api/portal';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { fieldErrorOf } from '../../lib/field-error';
import type { PortalCardProps } from './portal-card';
import { SectionHeading } from './section-parts';
import { usePortalFlags } from './use-portal-flags';

/**
 * Who may see the portal (anyone, or the institution's members and team), whether its learners
 * may publish portfolios and, for platform staff, where the platform features the institution:
 * each saves at once, with the autosave indicator.
 */
export function PortalAccessCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { flags, change, retry, status, failure } = usePortalFlags(institutionPath, settings);
  const errorOf = (field: keyof typeof flags) =>
    failure?.flag === field ? fieldErrorOf(failure.error, field) : undefined;
  const accessLabel = (access: PortalViewAccess) =>
    access === 'public' ? t('institutions.portal.access.public') : t('institutions.portal.access.private');
  const viewAccessError = errorOf('viewAccess');

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionHeading
          id={headingId}
          heading={t('institutions.portal.access.heading')}
          lead={t('institutions.portal.access.lead')}
        />
        <AutosaveIndicator status={status} />
      </div>
      {failure && (
        <div
          role="alert"
          className="mt-4 space-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{t('institutions.membership.auto.saveError')}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={retry}>
            {t('institutions.retry')}
          </button>
        </div>
      )}
      <div className="mt-4 space-y-5">
        <fieldset aria-describedby={viewAccessError ? `${headingId}-access-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            {t('institutions.portal.access.viewAccess')}
          </legend>
          <div className="mt-2 space-y-2">
            {PORTAL_VIEW_ACCESS.map((access) => (
              <label key={access} className="flex items-center gap-3 text-sm text-slate-700">
                <input
                  type="radio"
                  name={`${headingId}-view-access`}
                  value={access}
                  checked={flags.viewAccess === access}
                  onChange={() => change('viewAccess', access)}
                  className="size-4 accent-brand-700"
                />
                {accessLabel(access)}
              </label>
            ))}
          </div>
          {viewAccessError && (
            <p id={`${headingId}-access-error`} className="mt-1 text-sm text-red-700">
              {viewAccessError}
            </p>
          )}
        </fieldset>
        <CheckboxField
          label={t('institutions.portal.access.portfolioAllowed')}
          checked={flags.portfolioAllowed}
          onChange={(checked) => change('portfolioAllowed', checked)}
          error={errorOf('portfolioAllowed')}
        />
        {settings.canFeature && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">
              {t('institutions.portal.access.featureLegend')}
            </legend>
            <CheckboxField
              label={t('institutions.portal.access.featured')}
              checked={flags.featured}
              onChange={(checked) => change('featured', checked)}
              error={errorOf('featured')}
            />
            <CheckboxField
              label={t('institutions.portal.access.homeFeatured')}
              checked={flags.homeFeatured}
              onChange={(checked) => change('homeFeatured', checked)}
              error={errorOf('homeFeatured')}
            />
          </fieldset>
        )}
      </div>
    </section>
  );
}
