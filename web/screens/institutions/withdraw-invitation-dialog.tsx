import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../../common/api/institution';
import { institutionKeys, revokeInstitutionInvitation } from '../../api/institutions';
import { useErrorText } from '../../hooks/use-error-text';
import { ConfirmDialog } from './confirm-dialog';

/** Withdrawing an invitation, once confirmed: the mailed link stops working. */
export function WithdrawInvitationDialog({
  institutionPath,
  invitation,
  onWithdrawn,
  onClose,
}: {
  institutionPath: string;
  invitation: PendingInvitation;
  onWithdrawn: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => revokeInstitutionInvitation(institutionPath, invitation.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: institutionKeys.pendingInvitations(institutionPath) });
      onWithdrawn();
    },
  });
  return (
    <ConfirmDialog
      title={t('institutions.invitations.pending.withdrawTitle', { email: invitation.email })}
      error={useErrorText(withdraw.error)}
      confirmLabel={t('institutions.invitations.pending.confirmWithdraw')}
      pendingLabel={t('institutions.invitations.pending.withdrawing')}
      pending={withdraw.isPending}
      onConfirm={() => withdraw.mutate()}
      onClose={onClose}
    >
      <p className="text-slate-700">
        {t('institutions.invitations.pending.withdrawBody', { email: invitation.email })}
      </p>
    </ConfirmDialog>
  );
}
