import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstitutionInvitationPreview } from '../../../common/api/institution';
import { SCREEN_ROUTES } from '../../../common/routes';
import {
  acceptInstitutionInvitation,
  declineInstitutionInvitation,
  institutionInvitationQuery,
} from '../../api/institutions';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { formErrorOf } from '../../lib/field-error';

/**
 * The invited address signed in: join the institution or decline (recorded; its administrators
 * no longer see it pending). Once joined, the way on is the catalogue. Answering twice is harmless.
 */
export function JoinInstitution({
  token,
  invitation,
}: {
  token: string;
  invitation: InstitutionInvitationPreview;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answered = (answer: InstitutionInvitationPreview) =>
    queryClient.setQueryData(institutionInvitationQuery(token).queryKey, answer);
  const join = useMutation({ mutationFn: () => acceptInstitutionInvitation(token), onSuccess: answered });
  const decline = useMutation({ mutationFn: () => declineInstitutionInvitation(token), onSuccess: answered });
  const busy = join.isPending || decline.isPending;
  if (invitation.answer === 'accepted') {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm leading-6 text-slate-700">
          {t('institutions.invitation.joined', { name: invitation.institutionName })}
        </p>
        <Link to={SCREEN_ROUTES.courses} className={`${PRIMARY_BUTTON} w-full`}>
          {t('institutions.invitation.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {invitation.answer === 'declined' && (
        <p role="status" className="text-sm leading-6 text-slate-700">
          {t('institutions.invitation.declined')}
        </p>
      )}
      <FormAlert message={formErrorOf(join.error ?? decline.error, '')} />
      <button
        type="button"
        className={`${PRIMARY_BUTTON} w-full`}
        disabled={busy}
        onClick={() => join.mutate()}
      >
        {join.isPending ? t('institutions.invitation.joining') : t('institutions.invitation.join')}
      </button>
      {invitation.answer === 'pending' && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} w-full`}
          disabled={busy}
          onClick={() => decline.mutate()}
        >
          {decline.isPending ? t('institutions.invitation.declining') : t('institutions.invitation.decline')}
        </button>
      )}
    </div>
  );
}
