import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { institutionKeys, transferInstitutionOwnership } from '../../api/institutions';
import { useErrorText } from '../../hooks/use-error-text';
import { ConfirmDialog } from './confirm-dialog';

/** Making an administrator the institution's owner, once confirmed; the settings are read again. */
export function TransferOwnershipDialog({
  institutionPath,
  member,
  onDone,
  onClose,
}: {
  institutionPath: string;
  member: TeamMember;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const transfer = useMutation({
    mutationFn: () => transferInstitutionOwnership(institutionPath, member.userId),
    onSuccess: (team) => {
      queryClient.setQueryData(institutionKeys.team(institutionPath), team);
      // The caller's own role changed: what they may do follows.
      void queryClient.invalidateQueries({ queryKey: institutionKeys.settings(institutionPath) });
      onDone();
    },
  });
  return (
    <ConfirmDialog
      title={t('institutions.team.makeOwnerTitle', { name: member.fullName })}
      error={useErrorText(transfer.error)}
      confirmLabel={t('institutions.team.confirmMakeOwner')}
      pendingLabel={t('institutions.team.makingOwner')}
      pending={transfer.isPending}
      onConfirm={() => transfer.mutate()}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('institutions.team.makeOwnerBody', { name: member.fullName })}</p>
    </ConfirmDialog>
  );
}
