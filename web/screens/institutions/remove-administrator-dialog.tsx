import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { institutionKeys, removeInstitutionAdministrator } from '../../api/institutions';
import { useErrorText } from '../../hooks/use-error-text';
import { ConfirmDialog } from './confirm-dialog';

/** Removing an administrator from the institution's team, once confirmed. */
export function RemoveAdministratorDialog({
  institutionPath,
  member,
  onRemoved,
  onClose,
}: {
  institutionPath: string;
  member: TeamMember;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeInstitutionAdministrator(institutionPath, member.userId),
    onSuccess: (team) => {
      queryClient.setQueryData(institutionKeys.team(institutionPath), team);
      onRemoved();
    },
  });
  return (
    <ConfirmDialog
      title={t('institutions.team.removeTitle', { name: member.fullName })}
      error={useErrorText(remove.error)}
      confirmLabel={t('institutions.team.confirmRemove')}
      pendingLabel={t('institutions.team.removing')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('institutions.team.removeBody', { email: member.email })}</p>
    </ConfirmDialog>
  );
}
