import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstitutionSurvey, SurveyAddonInput } from '../../../common/api/institution-survey';
import { institutionSurveyKey, setInstitutionSurveyAddon } from '../../api/institution-survey';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { ErrorAlert } from '../../components/error-alert';
import { SubmitRow } from '../../components/submit-row';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';
import { SectionHeading } from './section-parts';

/**
 * The survey add-on, for platform staff (spec §3): whether the team must answer, and before paying;
 * where the answers are delivered (a webhook, a Power Automate flow's HTTP trigger) and whether
 * signed, with the secret receivers check the signature with.
 */
export function SurveyAddonForm({
  institutionPath,
  survey,
  delivery,
}: {
  institutionPath: string;
  survey: InstitutionSurvey;
  delivery: NonNullable<InstitutionSurvey['delivery']>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Required<SurveyAddonInput>>({
    isSurveySubmissionRequired: survey.isSurveySubmissionRequired,
    displayBeforePayment: survey.institutionSurvey.metadata.displayBeforePayment,
    webhookUrl: delivery.webhookUrl ?? '',
    powerAutomateUrl: delivery.powerAutomateUrl ?? '',
    verifiedOrchestration: delivery.verifiedOrchestration,
  });
  const save = useMutation({
    mutationFn: () => setInstitutionSurveyAddon(institutionPath, draft),
    onSuccess: (answer) => queryClient.setQueryData(institutionSurveyKey(institutionPath), answer),
  });
  const errorOf = (field: string) => fieldErrorOf(save.error, field);
  // A reason by its field shows there; any other failure in the alert.
  const generalError = errorOf('webhookUrl') || errorOf('powerAutomateUrl') ? null : save.error;
  const change = (partial: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...partial }));
    if (save.isSuccess) save.reset();
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <SectionHeading
        id={headingId}
        heading={t('institutions.survey.addon.heading')}
        lead={t('institutions.survey.addon.lead')}
      />
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <CheckboxField
          label={t('institutions.survey.addon.required')}
          checked={draft.isSurveySubmissionRequired}
          onChange={(checked) => change({ isSurveySubmissionRequired: checked })}
        />
        <CheckboxField
          label={t('institutions.survey.addon.beforePayment')}
          checked={draft.displayBeforePayment}
          onChange={(checked) => change({ displayBeforePayment: checked })}
        />
        <TextField
          label={t('institutions.survey.addon.webhook')}
          hint={t('institutions.survey.addon.urlHint')}
          type="url"
          value={draft.webhookUrl}
          onChange={(event) => change({ webhookUrl: event.target.value })}
          error={errorOf('webhookUrl')}
        />
        <TextField
          label={t('institutions.survey.addon.powerAutomate')}
          hint={t('institutions.survey.addon.urlHint')}
          type="url"
          value={draft.powerAutomateUrl}
          onChange={(event) => change({ powerAutomateUrl: event.target.value })}
          error={errorOf('powerAutomateUrl')}
        />
        <CheckboxField
          label={t('institutions.survey.addon.verified')}
          checked={draft.verifiedOrchestration}
          onChange={(checked) => change({ verifiedOrchestration: checked })}
        />
        {delivery.signingSecret && (
          <div className="text-sm text-slate-700">
            <p className="font-medium">{t('institutions.survey.addon.secret')}</p>
            <code className="mt-1 block break-all rounded bg-white px-2 py-1 text-slate-900">
              {delivery.signingSecret}
            </code>
          </div>
        )}
        <ErrorAlert error={generalError} />
        <SubmitRow
          label={t('institutions.survey.addon.save')}
          busyLabel={t('institutions.survey.addon.saving')}
          doneLabel={t('institutions.survey.addon.saved')}
          state={save}
          buttonClassName={SECONDARY_BUTTON}
        />
      </form>
    </section>
  );
}
