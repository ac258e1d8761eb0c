import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AcceptedInvitation, InvitationPreview } from '../../../common/api/invitations';
import { ApiError } from '../../api/api-error';
import {
  acceptInvitation,
  declineInvitation,
  invitationQuery,
  MY_INVITATIONS_KEY,
} from '../../api/invitations';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { formErrorOf } from '../../lib/field-error';
import { acceptedInvitationPath } from '../../lib/invitations';

/**
 * The invited address signed in: accept (join the class, or take the staff role) and go there, or
 * decline (recorded; the class's managers see it declined). With `joinAtOnce` (the visitor has just
 * signed up from the invitation, which accepted it) it goes on without asking; accepting twice is
 * harmless.
 */
export function JoinClass({
  token,
  invitation,
  joinAtOnce = false,
}: {
  token: string;
  invitation: InvitationPreview;
  joinAtOnce?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const answered = () => {
    void queryClient.invalidateQueries({ queryKey: invitationQuery(token).queryKey });
    void queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_KEY });
  };
  const join = useMutation<AcceptedInvitation, Error>({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (accepted) => {
      answered();
      navigate(acceptedInvitationPath(accepted));
    },
  });
  const decline = useMutation({ mutationFn: () => declineInvitation(token), onSuccess: answered });
  const { mutate } = join;
  useEffect(() => {
    if (joinAtOnce) mutate();
  }, [joinAtOnce, mutate]);
  const staff = invitation.kind === 'staff';
  const error = join.error ?? decline.error;
  const busy = join.isPending || decline.isPending;
  return (
    <div className="space-y-4">
      {invitation.answer !== 'pending' && (
        <p role="status" className="text-sm leading-6 text-slate-700">
          {invitation.answer === 'declined'
            ? t('invitations.screen.declined')
            : t('invitations.screen.accepted')}
        </p>
      )}
      <FormAlert
        message={
          error instanceof ApiError && error.status === 403
            ? t('invitations.screen.otherAddress')
            : formErrorOf(error, '')
        }
      />
      <button
        type="button"
        className={`${PRIMARY_BUTTON} w-full`}
        disabled={busy}
        onClick={() => join.mutate()}
      >
        {join.isPending
          ? t(staff ? 'invitations.screen.accepting' : 'invitations.screen.joining')
          : t(staff ? 'invitations.screen.acceptStaff' : 'invitations.screen.join')}
      </button>
      {invitation.answer === 'pending' && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} w-full`}
          disabled={busy}
          onClick={() => decline.mutate()}
        >
          {decline.isPending ? t('invitations.screen.declining') : t('invitations.screen.decline')}
        </button>
      )}
    </div>
  );
}
