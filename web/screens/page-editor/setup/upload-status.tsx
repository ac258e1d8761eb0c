import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import type { UploadState } from './use-block-media-upload';

/**
 * An upload's progress bar (its value read on demand), its start and outcome (announced politely,
 * once each, not at every step) and its refusal (as an alert).
 */
export function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation();
  const percent = state.status === 'sending' ? Math.round(state.fraction * 100) : 0;
  return (
    <div className="mt-1 space-y-1">
      {state.status === 'sending' && (
        <progress
          className="h-2 w-full"
          max={100}
          value={percent}
          aria-label={t('blockMedia.upload.progress', { name: state.name })}
        />
      )}
      <p role="status" className="text-sm text-slate-700">
        {state.status === 'sending' && t('blockMedia.upload.sending', { name: state.name })}
        {state.status === 'done' && t('blockMedia.upload.done', { name: state.name })}
      </p>
      <FormAlert message={state.status === 'failed' ? state.message : null} />
    </div>
  );
}
