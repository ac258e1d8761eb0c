import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';

/**
 * Why marking a block done (or not) failed, under its button. A chunk of its own, with the error
 * catalogue's English: it loads when a change fails.
 */
export function MarkAsDoneFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm text-red-800">
      {t('progress.markFailed', { reason: describeError(error) })}
    </p>
  );
}
