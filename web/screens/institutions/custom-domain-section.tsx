import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customDomainQuery } from '../../api/custom-domain';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { CustomDomainForm } from './custom-domain-form';
import { CustomDomainSteps } from './custom-domain-steps';
import { RemoveDomainDialog } from './remove-domain-dialog';
import { QueryBody, SectionHeading } from './section-parts';

/**
 * The Domain section (spec §1 "an optional custom domain and an optional path prefix"): the
 * institution's own domain and the prefix its portal sits under there, then the DNS and HTTPS
 * steps the team takes, its check, and taking it away.
 */
export function CustomDomainSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const domain = useQuery(customDomainQuery(institutionPath));
  const [removing, setRemoving] = useState(false);
  return (
    <section aria-labelledby={headingId} className="max-w-3xl space-y-6">
      <SectionHeading
        id={headingId}
        heading={t('institutions.domain.heading')}
        lead={t('institutions.domain.lead')}
      />
      <QueryBody
        query={domain}
        loading={t('institutions.domain.loading')}
        loadError={t('institutions.domain.loadError')}
      >
        {(saved) => (
          <div className="space-y-8">
            <CustomDomainForm key={saved?.domain ?? ''} institutionPath={institutionPath} saved={saved} />
            {saved && <CustomDomainSteps institutionPath={institutionPath} domain={saved} />}
            {saved && (
              <div>
                <button type="button" className={SECONDARY_BUTTON} onClick={() => setRemoving(true)}>
                  {t('institutions.domain.remove')}
                </button>
              </div>
            )}
            {saved && removing && (
              <RemoveDomainDialog
                institutionPath={institutionPath}
                domain={saved.domain}
                onClose={() => setRemoving(false)}
              />
            )}
          </div>
        )}
      </QueryBody>
    </section>
  );
}
