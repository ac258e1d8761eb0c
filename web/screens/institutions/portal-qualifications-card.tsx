import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QualificationChoice } from '../../../common/api/portal-qualifications';
import { describeError } from '../../api/describe-error';
import { offerPortalQualifications, portalKeys, qualificationChoicesQuery } from '../../api/portal';
import { CheckboxField } from '../../components/checkbox-field';
import { LoadError } from '../../components/load-error';
import { PortalCard } from './portal-card';

const offeredOf = (choices: readonly QualificationChoice[]) =>
  new Set(choices.filter((choice) => choice.offered).map((choice) => choice.code));

/**
 * For platform staff, who make qualifications: which published qualifications the portal offers
 * (spec §3 Portal qualification templates), among those no other portal offers.
 */
export function PortalQualificationsCard({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const choices = useQuery(qualificationChoicesQuery(institutionPath));
  if (choices.data) return <ChoiceForm institutionPath={institutionPath} choices={choices.data.choices} />;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">
        {t('institutions.portal.qualifications.heading')}
      </h3>
      {choices.isError ? (
        <LoadError
          className="mt-3"
          message={`${t('institutions.portal.qualifications.loadError')} ${describeError(choices.error)}`}
          retryLabel={t('institutions.portal.qualifications.retry')}
          onRetry={() => void choices.refetch()}
        />
      ) : (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('institutions.portal.qualifications.loading')}
        </p>
      )}
    </section>
  );
}

function ChoiceForm({
  institutionPath,
  choices,
}: {
  institutionPath: string;
  choices: QualificationChoice[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [offered, setOffered] = useState(() => offeredOf(choices));
  const save = useMutation({
    mutationFn: (codes: string[]) => offerPortalQualifications(institutionPath, codes),
    onSuccess: (answer) => {
      queryClient.setQueryData(qualificationChoicesQuery(institutionPath).queryKey, answer);
      // The portal's own list is read again where it shows.
      void queryClient.invalidateQueries({ queryKey: portalKeys.qualifications() });
    },
  });
  const toggle = (code: string, on: boolean) => {
    save.reset();
    setOffered((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  };
  return (
    <PortalCard
      heading={t('institutions.portal.qualifications.heading')}
      lead={t('institutions.portal.qualifications.lead')}
      save={save}
      onSubmit={() =>
        save.mutate(choices.filter((choice) => offered.has(choice.code)).map((choice) => choice.code))
      }
    >
      {choices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('institutions.portal.qualifications.empty')}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('institutions.portal.qualifications.listLabel')}</legend>
          {choices.map((choice) => (
            <CheckboxField
              key={choice.code}
              label={choice.name}
              checked={offered.has(choice.code)}
              onChange={(on) => toggle(choice.code, on)}
            />
          ))}
        </fieldset>
      )}
    </PortalCard>
  );
}
