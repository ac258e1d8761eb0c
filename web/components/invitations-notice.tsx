import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnsweredInvitation, AnswerInvitationInput } from '../../common/api/invitations';
import { answerInvitation, MY_INVITATIONS_KEY, myInvitationsQuery } from '../api/invitations';
import { acceptedInvitationPath, invitationText } from '../lib/invitations';
import { LINK_BUTTON } from './button-styles';

// A failed answer's words (and the error catalogue's English) load when an answer fails.
const FailureReason = lazy(() =>
  import('./failure-reason').then((module) => ({ default: module.FailureReason })),
);

/**
 * Under the top bar for a signed-in person with a verified address: the class and staff
 * invitations waiting for their answer, each to accept (and go there) or decline. Nobody is
 * enrolled or made staff without this (or the mailed link). `onAnswered` is told, before the
 * browser paints, once the list is drawn or has failed (app-layout.tsx shows the page then).
 */
export function InvitationsNotice({ onAnswered }: { onAnswered: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitations = useQuery(myInvitationsQuery());
  const [announcement, setAnnouncement] = useState('');
  const answer = useMutation<AnsweredInvitation, Error, AnswerInvitationInput & { className: string }>({
    mutationFn: ({ className: _className, ...input }) => answerInvitation(input),
    onMutate: () => setAnnouncement(''),
    onSuccess: (answered, { className }) => {
      void queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_KEY });
      if (answered.accepted) navigate(acceptedInvitationPath(answered.accepted));
      else setAnnouncement(t('invitations.notice.declined', { className }));
    },
  });
  const answered = invitations.isSuccess || invitations.isError || invitations.failureCount > 0;
  useLayoutEffect(() => {
    if (answered) onAnswered();
  }, [answered, onAnswered]);
  const pending = invitations.data?.invitations ?? [];
  if (pending.length === 0 && !announcement) return null;
  return (
    <aside
      aria-label={t('invitations.notice.label')}
      className="border-b border-sky-200 bg-sky-50 text-sm text-sky-950"
    >
      <ul className="mx-auto max-w-7xl space-y-2 px-4 py-3 sm:px-6 lg:px-8">
        {pending.map((invitation) => {
          const respond = (accept: boolean) =>
            answer.mutate({
              kind: invitation.kind,
              invitationId: invitation.id,
              accept,
              className: invitation.cohortName,
            });
          return (
            <li
              key={`${invitation.kind}-${invitation.id}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1"
            >
              <p className="flex-1">{invitationText(t, invitation)}</p>
              <button
                type="button"
                className={LINK_BUTTON}
                disabled={answer.isPending}
                aria-label={t('invitations.notice.acceptLabel', { className: invitation.cohortName })}
                onClick={() => respond(true)}
              >
                {t('invitations.notice.accept')}
              </button>
              <button
                type="button"
                className={LINK_BUTTON}
                disabled={answer.isPending}
                aria-label={t('invitations.notice.declineLabel', { className: invitation.cohortName })}
                onClick={() => respond(false)}
              >
                {t('invitations.screen.decline')}
              </button>
            </li>
          );
        })}
        <li role="status" className="empty:hidden">
          {announcement}
        </li>
        {answer.isError && (
          <Suspense fallback={null}>
            <li role="alert" className="text-red-800">
              <FailureReason error={answer.error} />
            </li>
          </Suspense>
        )}
      </ul>
    </aside>
  );
}
