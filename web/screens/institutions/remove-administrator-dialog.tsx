import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { institutionKeys, removeInstitutionAdministrator } from '../../api/institutions';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { Modal } from '../../components/modal';

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
    <Modal title={t('institutions.team.removeTitle', { name: member.fullName })} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-slate-700">{t('institutions.team.removeBody', { email: member.email })}</p>
        <ErrorAlert error={remove.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('institutions.cancel')}
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            className={DANGER_BUTTON}
          >
            {remove.isPending ? t('institutions.team.removing') : t('institutions.team.confirmRemove')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
