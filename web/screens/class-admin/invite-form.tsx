import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteByEmailResult } from '../../../common/api/invitations';
import { EMAIL_LIST_MAX_ENTRIES, parseEmailList } from '../../../common/rules/email-list';
import { ALL_INVITATION_LISTS_KEY, inviteByEmail } from '../../api/invitations';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmailListPreview } from '../../components/email-list-preview';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/text-area-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { InviteResults } from './invite-results';

/**
 * Paste addresses, see each entry judged (the server's own rule) before sending, send, and read
 * what became of each address. What was pasted stays in the box whatever the outcome.
 */
export function InviteForm({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const entries = useMemo(() => parseEmailList(text), [text]);
  const validCount = entries.filter((entry) => entry.valid).length;
  const invalidCount = entries.length - validCount;
  const tooMany = entries.length > EMAIL_LIST_MAX_ENTRIES;
  const send = useMutation<InviteByEmailResult, Error, string>({
    mutationFn: (emails) => inviteByEmail(cohortPath, emails),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_INVITATION_LISTS_KEY }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (validCount === 0 || tooMany) return;
    send.mutate(text);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        {t('invitations.inviteHeading')}
      </h2>
      <TextAreaField
        label={t('invitations.emailsLabel')}
        name="emails"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={
          tooMany
            ? t('invitations.tooMany', { max: EMAIL_LIST_MAX_ENTRIES })
            : fieldErrorOf(send.error, 'emails')
        }
        placeholder={t('invitations.emailsPlaceholder')}
      />
      <EmailListPreview
        entries={entries}
        summary={t('invitations.parsedSummary', { valid: validCount, invalid: invalidCount })}
        invalidLabel={t('invitations.invalidListLabel')}
      />
      <FormAlert message={formErrorOf(send.error, 'emails')} />
      <button
        type="submit"
        className={PRIMARY_BUTTON}
        disabled={send.isPending || validCount === 0 || tooMany}
      >
        {send.isPending ? t('invitations.sending') : t('invitations.send', { count: validCount })}
      </button>
      {send.data && <InviteResults result={send.data} />}
    </form>
  );
}
