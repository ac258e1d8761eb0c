import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customDomainChanges, customDomainKey } from '../../api/custom-domain';
import { useErrorText } from '../../hooks/use-error-text';
import { ConfirmDialog } from './confirm-dialog';

/** Taking the institution's domain away, once confirmed: its portal is on the platform's domain alone. */
export function RemoveDomainDialog({
  institutionPath,
  domain,
  onClose,
}: {
  institutionPath: string;
  domain: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => customDomainChanges.remove(institutionPath),
    onSuccess: (answer) => {
      queryClient.setQueryData(customDomainKey(institutionPath), answer);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('institutions.domain.removeTitle', { domain })}
      error={useErrorText(remove.error)}
      confirmLabel={t('institutions.domain.confirmRemove')}
      pendingLabel={t('institutions.domain.removing')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('institutions.domain.removeBody', { domain })}</p>
    </ConfirmDialog>
  );
}
