import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_TITLE_MAX,
  CERTIFICATE_WORDING_MAX,
  type CertificateDesign,
  type CertificateSettingsView,
  type IssueRule,
} from '../../../common/api/certification';
import { certificationKeys, saveCertificateSettings } from '../../api/certification-admin';
import { useAuthState } from '../../auth/use-auth-state';
import { CheckboxField } from '../../components/checkbox-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { fieldErrorOf, serverFieldErrors } from '../../lib/field-error';
import { SaveBar } from '../course-admin/save-bar';
import { ChoiceGroup } from '../page-editor/setup/choice-group';
import { CertificateImageField } from './certificate-image-field';
import { CertificatePreview } from './certificate-preview';
import { ClassRulesPanel } from './class-rules-panel';
import { ColourField } from './colour-field';
import { type CertificateDraft, draftOf, isChanged, isSellable, settingsOf } from './design-draft';
import { PriceField } from './price-field';
import { SignatoriesField } from './signatories-field';

const LEGEND = 'text-lg font-semibold text-slate-900';

/**
 * /certification/design/: the course's certificate designer. The settings (on or off, when
 * certificates are issued, a minimum of learning time, what a certificate earned by the rule
 * costs) and the design (title, wording, the logo, signatories with their signatures, colours, the
 * fields shown) beside a live preview that follows every keystroke; images are uploaded as they are
 * chosen and become the certificate's when saved.
 * Saved explicitly; the server's reasons show by their fields and nothing typed is lost; leaving
 * with unsaved changes asks first.
 */
export function DesignTab({
  coursePath,
  settings,
}: {
  coursePath: string;
  settings: CertificateSettingsView;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currentUser } = useAuthState();
  const [saved, setSaved] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(saved);
  const save = useMutation({
    mutationFn: (submitted: CertificateDraft) => saveCertificateSettings(coursePath, settingsOf(submitted)),
    onSuccess: (answer, submitted) => {
      queryClient.setQueryData(certificationKeys.settings(coursePath), answer);
      const next = draftOf(answer);
      setSaved(next);
      // The saved form as the server keeps it (trimmed), unless typing went on during the save.
      setDraft((current) => (current === submitted ? next : current));
    },
  });
  const leaveDialog = useUnsavedChanges(isChanged(draft, saved));
  const errorOf = (field: string) => fieldErrorOf(save.error, field);
  const { design } = draft;

  function update(change: Partial<CertificateDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    if (save.isSuccess) save.reset();
  }
  const updateDesign = (change: Partial<CertificateDesign>) => update({ design: { ...design, ...change } });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit}
        className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]"
      >
        <div className="space-y-8">
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {t('certificationAdmin.design.issuedCount', { count: settings.issuedCount })}
          </p>
          <fieldset className="space-y-4">
            <legend className={LEGEND}>{t('certificationAdmin.design.issuing')}</legend>
            <CheckboxField
              label={t('certificationAdmin.design.enabled')}
              checked={draft.enabled}
              onChange={(enabled) => update({ enabled })}
              error={errorOf('enabled')}
            />
            <ChoiceGroup<IssueRule>
              legend={t('certificationAdmin.design.issueRule')}
              value={draft.issueRule}
              options={[
                { value: 'completion', label: t('certificationAdmin.issueRules.completion') },
                { value: 'assessment', label: t('certificationAdmin.issueRules.assessment') },
                { value: 'manual', label: t('certificationAdmin.issueRules.manual') },
              ]}
              onChange={(issueRule) => update({ issueRule })}
            />
            {draft.issueRule === 'assessment' && (
              <TextField
                label={t('certificationAdmin.design.passMark')}
                hint={t('certificationAdmin.design.passMarkHint')}
                type="number"
                min={1}
                max={100}
                step={1}
                inputMode="numeric"
                value={draft.passMark}
                onChange={(event) => update({ passMark: event.target.value })}
                error={errorOf('passMark')}
              />
            )}
            <TextField
              label={t('certificationAdmin.design.minLearningMinutes')}
              hint={t('certificationAdmin.design.minLearningMinutesHint')}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={draft.minLearningMinutes}
              onChange={(event) => update({ minLearningMinutes: event.target.value })}
              error={errorOf('minLearningMinutes')}
            />
            {isSellable(draft.issueRule) && <PriceField price={draft} onChange={update} errorOf={errorOf} />}
          </fieldset>
          <fieldset className="space-y-4">
            <legend className={LEGEND}>{t('certificationAdmin.design.wordingHeading')}</legend>
            <TextField
              label={t('certificationAdmin.design.title')}
              value={design.title}
              maxLength={CERTIFICATE_TITLE_MAX}
              onChange={(event) => updateDesign({ title: event.target.value })}
              error={errorOf('design.title')}
            />
            <TextAreaField
              label={t('certificationAdmin.design.wording')}
              hint={t('certificationAdmin.design.wordingHint')}
              rows={2}
              value={design.wording}
              maxLength={CERTIFICATE_WORDING_MAX}
              onChange={(event) => updateDesign({ wording: event.target.value })}
              error={errorOf('design.wording')}
            />
          </fieldset>
          <fieldset className="space-y-2">
            <legend className={LEGEND}>{t('certificationAdmin.design.logoHeading')}</legend>
            <CertificateImageField
              coursePath={coursePath}
              kind="logo"
              label={t('certificationAdmin.design.logo')}
              imageKey={draft.logoKey}
              onChange={(logoKey) => update({ logoKey })}
              error={errorOf('logoKey')}
            />
          </fieldset>
          <SignatoriesField
            coursePath={coursePath}
            signatories={design.signatories}
            onChange={(signatories) => updateDesign({ signatories })}
            errorOf={(index, field) => errorOf(`design.signatories.${index}.${field}`)}
            error={errorOf('design.signatories')}
          />
          <fieldset className="space-y-4">
            <legend className={LEGEND}>{t('certificationAdmin.design.colours')}</legend>
            {(['primary', 'accent'] as const).map((name) => (
              <ColourField
                key={name}
                label={t(`certificationAdmin.design.${name}`)}
                value={design.colours[name]}
                onChange={(colour) => updateDesign({ colours: { ...design.colours, [name]: colour } })}
                error={errorOf(`design.colours.${name}`)}
              />
            ))}
          </fieldset>
          <fieldset className="space-y-3">
            <legend className={LEGEND}>{t('certificationAdmin.design.fieldsShown')}</legend>
            {CERTIFICATE_FIELDS.map((field) => (
              <CheckboxField
                key={field}
                label={t(`certificationAdmin.fields.${field}`)}
                checked={design.fields[field]}
                onChange={(shown) => updateDesign({ fields: { ...design.fields, [field]: shown } })}
              />
            ))}
          </fieldset>
          <SaveBar save={save} fieldErrors={serverFieldErrors(save.error)} />
        </div>
        <div className="xl:sticky xl:top-20 xl:self-start">
          <CertificatePreview
            design={design}
            logoKey={draft.logoKey}
            facts={{
              learnerName: currentUser?.fullName ?? '',
              courseName: settings.courseName,
              learningHours: settings.learningHours,
              outcomes: settings.outcomes,
            }}
          />
        </div>
      </form>
      <ClassRulesPanel coursePath={coursePath} courseRule={settings.issueRule} />
      {leaveDialog}
    </>
  );
}
