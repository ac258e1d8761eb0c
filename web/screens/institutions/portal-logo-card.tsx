import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_LOGO_SIZE, type PortalSettings } from '../../../common/api/portal';
import { uploadInstitutionLogo } from '../../api/institution-logo';
import { portalKeys, portalMutation } from '../../api/portal';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { imageUploadLimits } from '../../components/error-text';
import { ImagePicker } from '../../components/image-picker';
import type { PortalCardProps } from './portal-card';
import { SectionHeading } from './section-parts';

/**
 * The institution's logo, shown in the portal's navigation bar beside its name: a picker
 * uploading a new one at once, and a button removing it (the name then stands alone).
 */
export function PortalLogoCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const remove = useMutation(portalMutation(queryClient, institutionPath, 'removeLogo'));

  function uploaded({ logoUrl }: { logoUrl: string }) {
    remove.reset();
    queryClient.setQueryData<PortalSettings>(portalKeys.settings(institutionPath), (current) =>
      current ? { ...current, logoUrl } : current,
    );
    void queryClient.invalidateQueries({ queryKey: portalKeys.portal(institutionPath) });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <SectionHeading
        id={headingId}
        heading={t('institutions.portal.logo.heading')}
        lead={t('institutions.portal.logo.lead', INSTITUTION_LOGO_SIZE)}
      />
      <div className="mt-4 flex flex-wrap items-start gap-6">
        {settings.logoUrl ? (
          <img
            src={settings.logoUrl}
            alt={t('institutions.portal.logo.current')}
            className="h-20 w-auto max-w-60 rounded-lg border border-slate-200 bg-white object-contain p-2"
          />
        ) : (
          <p className="text-sm text-slate-600">{t('institutions.portal.logo.none')}</p>
        )}
        <div className="space-y-3">
          <ImagePicker
            label={t('institutions.portal.logo.heading')}
            chooseLabel={t('institutions.portal.logo.choose')}
            uploadingLabel={t('institutions.portal.logo.uploading')}
            savedLabel={t('institutions.portal.logo.saved')}
            hint={t('institutions.portal.logo.hint', imageUploadLimits())}
            upload={(file: File) => uploadInstitutionLogo(institutionPath, file)}
            onUploaded={uploaded}
          />
          {settings.logoUrl && (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ input: undefined })}
            >
              {t('institutions.portal.logo.remove')}
            </button>
          )}
          <p role="status" className="text-sm font-medium text-green-800">
            {remove.isSuccess ? t('institutions.portal.logo.removed') : ''}
          </p>
          {remove.isError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {t('institutions.membership.auto.saveError')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
