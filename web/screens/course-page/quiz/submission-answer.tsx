import { useTranslation } from 'react-i18next';
import type { BlockMediaKind } from '../../../../common/api/block-media';
import type { PageBlock } from '../../../../common/api/course-page';
import type { SubmittedFile } from '../../../../common/domain/quiz/submitted-file';
import { uploadSubmission } from '../../../api/block-media';
import { MediaFileInput } from '../../page-editor/setup/media-upload-field';
import { RecorderPanel } from '../../page-editor/setup/recorder-panel';
import { type SendMedia, useMediaUpload } from '../../page-editor/setup/use-block-media-upload';
import { canRecord } from '../../page-editor/setup/use-media-recorder';
import { FileBlock } from '../blocks/file-block';
import { MediaRecordingBlock } from '../blocks/media-recording-block';
import { SubmittedWork } from './submitted-work';

interface SubmissionAnswerProps {
  block: PageBlock;
  cohortPath: string;
  /** The file uploaded or recorded, ready to hand in (or handed in), or null. */
  file: SubmittedFile | null;
  /** The file of the learner's latest attempt, if any. */
  handedIn: SubmittedFile | null;
  onChange: (file: SubmittedFile) => void;
  /** Nothing more is handed in now (the work waits for marking, or no attempt is left). */
  closed: boolean;
}

/**
 * Where a learner hands in work to a submission block: the author's instructions (and example) as
 * every reader sees them, the file they chose or the recording they made (uploaded at once to their
 * own place for the block, its type and size checked as block media), and while more may be handed
 * in, a file to choose, or the recorder with a file as its fallback.
 */
export function SubmissionAnswer({
  block,
  cohortPath,
  file,
  handedIn,
  onChange,
  closed,
}: SubmissionAnswerProps) {
  const { t } = useTranslation();
  const recording = block.widgetType === 'media_recording';
  const recordingKind = block.setupData.kind === 'video' ? 'video' : 'audio';
  const kind: BlockMediaKind = recording ? recordingKind : 'file';
  const send: SendMedia<SubmittedFile> = (chosen, onProgress) =>
    uploadSubmission({ blockId: block.id, cohortPath }, chosen, onProgress);
  const sending = useMediaUpload(kind, send, onChange);
  const View = recording ? MediaRecordingBlock : FileBlock;
  const upload = (
    <MediaFileInput
      kind={kind}
      label={t(recording ? 'quiz.submission.uploadRecording' : 'quiz.submission.chooseFile')}
      sending={sending}
    />
  );
  return (
    <div className="space-y-3">
      <View setupData={block.setupData} />
      {file && (
        <div className="space-y-1 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-800">
            {t(file.key === handedIn?.key ? 'quiz.submission.handedIn' : 'quiz.submission.ready')}
          </p>
          <SubmittedWork file={file} />
        </div>
      )}
      {!closed &&
        (recording && canRecord() ? (
          <RecorderPanel kind={recordingKind} send={send} onUploaded={onChange} fallback={upload} />
        ) : (
          upload
        ))}
    </div>
  );
}
