import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockResponse } from '../../../../common/api/block-response';
import { ownBlockResponseQuery, uploadBlockResponse } from '../../../api/block-media';
import { useAuthState } from '../../../auth/use-auth-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { MediaFileInput } from '../../page-editor/setup/media-upload-field';
import { RecorderPanel } from '../../page-editor/setup/recorder-panel';
import { type SendMedia, useMediaUpload } from '../../page-editor/setup/use-block-media-upload';
import { canRecord } from '../../page-editor/setup/use-media-recorder';
import { ResponsePlayer } from './response-player';

/**
 * A learner's response to a media recording block: what they recorded (only they and their
 * teachers can play it), and a recorder to record it (again), or a file to upload where the
 * browser cannot record or the learner does not allow the microphone or camera. Shown once the
 * server has answered the learner's own response: readers who are not learners see nothing.
 */
export function RecordingResponse({ blockId, kind }: { blockId: string; kind: 'audio' | 'video' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = ownBlockResponseQuery(blockId);
  const response = useQuery({ ...query, retry: false });
  const timeZone = useAuthState().currentUser?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const send: SendMedia<BlockResponse> = (file, onProgress) => uploadBlockResponse(blockId, file, onProgress);
  const saved = (result: BlockResponse) => queryClient.setQueryData(query.queryKey, result);
  const sending = useMediaUpload(kind, send, saved);
  const upload = <MediaFileInput kind={kind} label={t('blockResponse.file')} sending={sending} />;
  if (!response.isSuccess) return null;
  const current = response.data;
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('blockResponse.heading')}
      </h3>
      {current ? (
        <div className="space-y-1">
          <p className="text-sm text-slate-700">
            {t('blockResponse.recorded', { when: formatDateTime(current.updatedAt, timeZone) })}
          </p>
          <ResponsePlayer response={current} kind={kind} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('blockResponse.none')}</p>
      )}
      <p className="text-sm text-slate-700">{t('blockResponse.privacy')}</p>
      {canRecord() ? <RecorderPanel kind={kind} send={send} onUploaded={saved} fallback={upload} /> : upload}
    </section>
  );
}
