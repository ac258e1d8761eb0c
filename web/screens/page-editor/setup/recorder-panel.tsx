import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { UploadStatus } from './upload-status';
import { type SendMedia, useMediaUpload } from './use-block-media-upload';
import { useMediaRecorder } from './use-media-recorder';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface RecorderPanelProps<Result> {
  kind: 'audio' | 'video';
  /** Where the recording goes (the course's block media, or a learner's response). */
  send: SendMedia<Result>;
  onUploaded: (result: Result) => void;
  /** Shown instead when recording is not allowed (the upload field). */
  fallback: React.ReactNode;
}

/** Record in the browser: start, stop, a timer, a preview, then upload or discard. */
export function RecorderPanel<Result>({ kind, send, onUploaded, fallback }: RecorderPanelProps<Result>) {
  const { t } = useTranslation();
  const recorder = useMediaRecorder(kind);
  const sending = useMediaUpload(kind, send, (result) => {
    recorder.discard();
    onUploaded(result);
  });
  const live = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (live.current) live.current.srcObject = recorder.liveStream;
  }, [recorder.liveStream]);

  if (recorder.status === 'denied') {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-amber-800">
          {t('blockMedia.setup.recording.denied')}
        </p>
        {fallback}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {recorder.status === 'recording' ? (
          <button type="button" className={PRIMARY_BUTTON} onClick={recorder.stop}>
            {t('blockMedia.setup.recording.stop')}
          </button>
        ) : (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void recorder.start()}>
            {t('blockMedia.setup.recording.start')}
          </button>
        )}
        {recorder.status !== 'idle' && (
          <span
            role="timer"
            aria-label={t('blockMedia.setup.recording.elapsed')}
            className="font-mono text-slate-800"
          >
            {clock(recorder.seconds)}
          </span>
        )}
      </div>
      {recorder.status === 'recording' && kind === 'video' && (
        <video ref={live} autoPlay muted playsInline className="max-h-60 rounded-lg bg-slate-900" />
      )}
      {recorder.recording && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">{t('blockMedia.setup.recording.preview')}</p>
          {kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the creator's own recording, before upload.
            <video controls src={recorder.recording.url} className="max-h-60 rounded-lg bg-slate-900" />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the creator's own recording, before upload.
            <audio controls src={recorder.recording.url} className="w-full" />
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={sending.state.status === 'sending'}
              onClick={() => recorder.recording && void sending.upload(recorder.recording.file)}
            >
              {t('blockMedia.setup.recording.save')}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={recorder.discard}>
              {t('blockMedia.setup.recording.discard')}
            </button>
          </div>
        </div>
      )}
      <UploadStatus state={sending.state} />
    </div>
  );
}
