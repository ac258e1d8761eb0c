import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalSettings } from '../../../common/api/portal';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { SectionHeading } from './section-parts';

/** What every card of the portal's settings is given: the institution, and the settings as loaded. */
export interface PortalCardProps {
  institutionPath: string;
  settings: PortalSettings;
}

/**
 * One card of the portal's settings: its heading and lead, its own form and Save button, saving
 * while the save is on its way, a polite "Saved" once done, and on failure the spec's words with
 * the reason the server gave for the card's list as a whole (reasons of one field show by it).
 */
export function PortalCard({
  heading,
  lead,
  save,
  listReason,
  onSubmit,
  children,
}: {
  heading: string;
  lead: string;
  save: { isPending: boolean; isSuccess: boolean; isError: boolean };
  listReason?: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <SectionHeading id={headingId} heading={heading} lead={lead} />
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
        {children}
        {save.isError && (
          <div
            role="alert"
            className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <p>{t('institutions.membership.auto.saveError')}</p>
            {listReason && <p>{listReason}</p>}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
            {save.isPending ? t('institutions.portal.saving') : t('institutions.portal.save')}
          </button>
          <p role="status" aria-live="polite" className="text-sm font-medium text-green-800">
            {save.isSuccess ? t('institutions.portal.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
