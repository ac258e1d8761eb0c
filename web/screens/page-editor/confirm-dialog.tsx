import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { Modal } from '../../components/modal';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change that cannot be undone from the editor (deleting a block or section). */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="text-slate-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('pageEditor.cancel')}
        </button>
        <button type="button" onClick={onConfirm} className={DANGER_BUTTON}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
