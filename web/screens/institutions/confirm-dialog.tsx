import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { Modal } from '../../components/modal';

/**
 * A confirmation before taking something out of the institution: what happens, why it failed when
 * it did (the dialog stays open, nothing lost), and Cancel beside the action.
 */
export function ConfirmDialog({
  title,
  children,
  error,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  error: string | undefined;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <div className="space-y-4">
        {children}
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('institutions.cancel')}
          </button>
          <button type="button" disabled={pending} onClick={onConfirm} className={DANGER_BUTTON}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
