import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { invitationQuery } from '../../api/invitations';
import { useAuthState } from '../../auth/use-auth-state';
import { AuthPage } from '../../components/auth-page';
import { FormAlert } from '../../components/form-alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { formErrorOf } from '../../lib/field-error';
import { JoinClass } from './join-class';
import { OtherAccount } from './other-account';
import { SignedOutInvitation } from './signed-out-invitation';

/**
 * /cohorts/invitation/{token}/: the landing screen of an invitation mail. It names the class and
 * the course, then: the invited address signed in joins; someone else is told and may log out;
 * a visitor signs up with the invited address (which enrols them) or logs in, and is then taken
 * into the class at once (there is nothing left to choose).
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
  usePageTitle(t('invitations.screen.title'));

  return (
    <AuthPage title={t('invitations.screen.title')}>
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
          <p className="text-sm leading-6 text-slate-700">
            {t('invitations.screen.invitedTo', {
              className: invitation.data.cohortName,
              courseName: invitation.data.courseName,
            })}
          </p>
          {!currentUser ? (
            <SignedOutInvitation token={token} email={invitation.data.email} />
          ) : currentUser.emailAddress.toLowerCase() === invitation.data.email.toLowerCase() ? (
            <JoinClass token={token} joinAtOnce={arrivedSignedOut.current === true} />
          ) : (
            <OtherAccount invitedEmail={invitation.data.email} currentEmail={currentUser.emailAddress} />
          )}
        </div>
      )}
    </AuthPage>
  );
}
