import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { currentLanguage } from '../../i18n/i18n';
import type { SaveState } from './use-exam-answers';

/** The autosave's state in words: saving, saved at what time (on the class's clock), or not saved and why. */
export function SaveStatus({ save, timeZone }: { save: SaveState; timeZone: string }) {
  const { t } = useTranslation();
  const text =
    save.kind === 'saving'
      ? t('exam.take.saving')
      : save.kind === 'saved'
        ? t('exam.take.savedAt', {
            time: new Intl.DateTimeFormat(currentLanguage(), { timeStyle: 'medium', timeZone }).format(
              new Date(save.savedAt),
            ),
          })
        : save.kind === 'failed'
          ? save.retrying
            ? t('exam.take.notSavedRetrying')
            : t('exam.take.notSaved', { reason: describeError(save.error) })
          : '';
  return (
    <p role="status" className={`text-sm ${save.kind === 'failed' ? 'text-red-800' : 'text-slate-700'}`}>
      {text}
    </p>
  );
}
