import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { invitationQuery } from '../../api/invitations';
import { useAuthState } from '../../auth/use-auth-state';
import { AuthPage } from '../../components/auth-page';
import { FormAlert } from '../../components/form-alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { formErrorOf } from '../../lib/field-error';
import { invitationText } from '../../lib/invitations';
import { JoinClass } from './join-class';
import { OtherAccount } from './other-account';
import { SignedOutInvitation } from './signed-out-invitation';

/**
 * /cohorts/invitation/{token}/: the landing screen of an invitation mail, to learn in a class or
 * to join its staff. It names the class and the course (and the role), then: the invited address
 * signed in accepts or declines; someone else is told and may log out; a visitor signs up with
 * the invited address (which accepts a class invitation: they are then taken into the class at
 * once) or logs in, and then chooses.
 */
export function ClassInvitationScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { currentUser, userLoaded } = useAuthState();
  // Whether the visitor was signed out when the screen opened: signing up or in here means joining.
  const arrivedSignedOut = useRef<boolean | null>(null);
  if (userLoaded && arrivedSignedOut.current === null) arrivedSignedOut.current = currentUser === null;
  const invitation = useQuery({
    ...invitationQuery(token),
    // An unknown link stays unknown: say so at once.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
  const { refetch } = invitation;
  const userId = currentUser?.userId;
  // Signing up or in here may have answered the invitation: read it again for the new person.
  useEffect(() => {
    if (userId) void refetch();
  }, [userId, refetch]);
  const title =
    invitation.data?.kind === 'staff' ? t('invitations.screen.staffTitle') : t('invitations.screen.title');
  usePageTitle(title);

  return (
    <AuthPage title={title}>
      {invitation.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('invitations.screen.loading')}
        </p>
      ) : invitation.isError ? (
        <FormAlert
          message={
            invitation.error instanceof ApiError && invitation.error.status === 404
              ? t('invitations.screen.notFound')
              : formErrorOf(invitation.error, '')
          }
        />
      ) : (
        <div className="space-y-5">
          <p className="text-sm leading-6 text-slate-700">{invitationText(t, invitation.data)}</p>
          {!currentUser ? (
            <SignedOutInvitation token={token} invitation={invitation.data} />
          ) : currentUser.emailAddress.toLowerCase() === invitation.data.email.toLowerCase() ? (
            <JoinClass
              token={token}
              invitation={invitation.data}
              joinAtOnce={arrivedSignedOut.current === true && invitation.data.answer === 'accepted'}
            />
          ) : (
            <OtherAccount invitedEmail={invitation.data.email} currentEmail={currentUser.emailAddress} />
          )}
        </div>
      )}
    </AuthPage>
  );
}
