import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstitutionMember } from '../../../common/api/institution';
import { institutionKeys, removeInstitutionMember } from '../../api/institutions';
import { useErrorText } from '../../hooks/use-error-text';
import { ConfirmDialog } from './confirm-dialog';

/** Taking a member out of the institution, once confirmed: their enrolments stay. */
export function RemoveMemberDialog({
  institutionPath,
  member,
  onRemoved,
  onClose,
}: {
  institutionPath: string;
  member: InstitutionMember;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeInstitutionMember(institutionPath, member.userId),
    onSuccess: (membership) => {
      queryClient.setQueryData(institutionKeys.membership(institutionPath), membership);
      void queryClient.invalidateQueries({ queryKey: institutionKeys.members(institutionPath) });
      onRemoved();
    },
  });
  return (
    <ConfirmDialog
      title={t('institutions.membership.members.removeTitle', { name: member.fullName })}
      error={useErrorText(remove.error)}
      confirmLabel={t('institutions.membership.members.confirmRemove')}
      pendingLabel={t('institutions.membership.members.removing')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-slate-700">
        {t('institutions.membership.members.removeBody', { email: member.email })}
      </p>
    </ConfirmDialog>
  );
}
