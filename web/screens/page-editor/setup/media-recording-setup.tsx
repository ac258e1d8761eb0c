import { useTranslation } from 'react-i18next';
import type { BlockMediaUpload } from '../../../../common/api/block-media';
import { MediaRecordingSetup as MediaRecordingSetupSchema } from '../../../../common/domain/widget-setup';
import { TextField } from '../../../components/text-field';
import { MediaRecordingBlock } from '../../course-page/blocks/media-recording-block';
import type { BlockSetupProps } from '../block-setup-forms';
import { ChoiceGroup } from './choice-group';
import { MediaUploadField } from './media-upload-field';
import { RecorderPanel } from './recorder-panel';
import { useSetupFormData } from './setup-form-data';
import { SubmissionFields } from './submission-fields';
import { toCourse } from './use-block-media-upload';
import { canRecord } from './use-media-recorder';

/**
 * The media recording block's setup: audio or video, a prompt, and the recording, made in the
 * browser where it allows it, else uploaded as a file; and whether learners hand in a recording of
 * their own here for marking (submission mode), and how it is marked.
 */
export function MediaRecordingSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(MediaRecordingSetupSchema, { block, onChange });
  const saveUpload = ({ storageKey, url }: BlockMediaUpload) => update({ storageKey, url });
  const upload = (
    <MediaUploadField
      coursePath={coursePath}
      kind={data.kind}
      label={t('blockMedia.setup.recording.file')}
      onUploaded={saveUpload}
    />
  );
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={t('blockMedia.setup.recording.kind')}
        value={data.kind}
        options={[
          { value: 'audio', label: t('blockMedia.setup.recording.audio') },
          { value: 'video', label: t('blockMedia.setup.recording.video') },
        ]}
        onChange={(kind) => update({ kind })}
      />
      <TextField
        label={t('blockMedia.setup.recording.prompt')}
        value={data.prompt}
        maxLength={2000}
        onChange={(event) => update({ prompt: event.target.value })}
      />
      {typeof data.url === 'string' && data.url && (
        <div>
          <p className="text-sm font-medium text-slate-800">{t('blockMedia.setup.recording.current')}</p>
          <MediaRecordingBlock setupData={{ kind: data.kind, url: data.url }} />
        </div>
      )}
      {canRecord() ? (
        <RecorderPanel
          key={data.kind}
          kind={data.kind}
          send={toCourse(coursePath, data.kind)}
          onUploaded={saveUpload}
          fallback={upload}
        />
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-amber-800">{t('blockMedia.setup.recording.unsupported')}</p>
          {upload}
        </div>
      )}
      <SubmissionFields
        coursePath={coursePath}
        setup={data}
        onChange={onChange}
        hint={t('quizSetup.submission.recordingHint')}
      />
    </div>
  );
}
