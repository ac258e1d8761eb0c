import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSTITUTION_INVITES_MAX,
  INSTITUTION_MEMBER_ROLES,
  type InstitutionMemberRole,
  type InviteMembersInput,
} from '../../../common/api/institution';
import { parseEmailList } from '../../../common/rules/email-list';
import { institutionKeys, inviteInstitutionMembers } from '../../api/institutions';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmailListPreview } from '../../components/email-list-preview';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { InviteMembersResults } from './invite-members-results';
import { KeptAddresses } from './kept-addresses';
import { SectionHeading } from './section-parts';

/**
 * Invite people to the institution: paste addresses or read a CSV file into the box (to review
 * and edit before sending), see each entry judged as the server will judge it, leave out any
 * valid address, choose the role, send, and read what became of each address. What was typed
 * stays whatever the outcome.
 */
export function InviteMembersForm({ institutionPath }: { institutionPath: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [role, setRole] = useState<InstitutionMemberRole>('learner');
  // Left out by address, whatever its case: an entry stays left out while the text is edited.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const [fileError, setFileError] = useState('');
  const entries = useMemo(() => parseEmailList(text), [text]);
  const valid = entries.filter((entry) => entry.valid);
  const kept = valid.filter((entry) => !leftOut.has(entry.email.toLowerCase()));
  const tooMany = kept.length > INSTITUTION_INVITES_MAX;
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const send = useMutation({
    mutationFn: (input: InviteMembersInput) => inviteInstitutionMembers(institutionPath, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: institutionKeys.pendingInvitations(institutionPath) }),
  });

  function toggle(email: string) {
    const key = email.toLowerCase();
    const next = new Set(leftOut);
    if (!next.delete(key)) next.add(key);
    setLeftOut(next);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setText(await file.text());
      setFileError('');
    } catch {
      setFileError(t('institutions.invitations.form.fileError', { name: file.name }));
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (kept.length === 0 || tooMany || send.isPending) return;
    send.mutate({ emails: kept.map((entry) => entry.email).join('\n'), role });
  }

  return (
    <section aria-labelledby="invite-people-heading" className="space-y-4">
      <SectionHeading
        id="invite-people-heading"
        heading={t('institutions.invitations.form.heading')}
        lead={t('institutions.invitations.form.lead')}
      />
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextAreaField
          label={t('institutions.invitations.form.emails')}
          hint={t('institutions.invitations.form.emailsHint')}
          name="emails"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldErrorOf(send.error, 'emails')}
        />
        <label className="block text-sm font-medium text-slate-800">
          {t('institutions.invitations.form.file')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void chooseFile(event)}
            className="mt-1 block text-sm font-normal"
          />
        </label>
        <FormAlert message={fileError} />
        <EmailListPreview
          entries={entries}
          summary={t('institutions.invitations.form.summary', {
            valid: count(valid.length),
            invalid: count(entries.length - valid.length),
            leftOut: count(valid.length - kept.length),
          })}
          invalidLabel={t('institutions.invitations.form.invalidList')}
        >
          {valid.length > 0 && <KeptAddresses entries={valid} leftOut={leftOut} onToggle={toggle} />}
        </EmailListPreview>
        {tooMany && (
          <p className="text-sm font-medium text-red-800">
            {t('institutions.invitations.form.tooMany', {
              max: count(INSTITUTION_INVITES_MAX),
              count: count(kept.length),
            })}
          </p>
        )}
        <div className="max-w-xs">
          <SelectField
            label={t('institutions.invitations.form.role')}
            value={role}
            options={INSTITUTION_MEMBER_ROLES.map((value) => ({
              value,
              label: t(`institutions.membership.roles.${value}`),
            }))}
            onChange={(value) => setRole(value as InstitutionMemberRole)}
          />
        </div>
        <FormAlert message={formErrorOf(send.error, 'emails')} />
        <button
          type="submit"
          className={PRIMARY_BUTTON}
          disabled={send.isPending || kept.length === 0 || tooMany}
        >
          {send.isPending
            ? t('institutions.invitations.form.sending')
            : t('institutions.invitations.form.send', { count: kept.length })}
        </button>
      </form>
      {send.data && <InviteMembersResults entries={send.data.entries} />}
    </section>
  );
}
