import { useTranslation } from 'react-i18next';
import { FileSetup as FileSetupSchema } from '../../../../common/domain/widget-setup';
import { TextAreaField } from '../../../components/text-area-field';
import { formatFileSize } from '../../../lib/format-file-size';
import type { BlockSetupProps } from '../block-setup-forms';
import { MediaUploadField } from './media-upload-field';
import { useSetupFormData } from './setup-form-data';
import { SubmissionFields } from './submission-fields';

/**
 * The file block's setup: the file to download and a description of it; or, learners handing in
 * work here (submission mode), the instructions, an example file and how the work is marked.
 */
export function FileSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t, i18n } = useTranslation();
  const { data, update } = useSetupFormData(FileSetupSchema, { block, onChange });
  const handIn = data.submission === true;
  return (
    <div className="space-y-4">
      <MediaUploadField
        coursePath={coursePath}
        kind="file"
        label={t(handIn ? 'quizSetup.submission.exampleFile' : 'blockMedia.setup.file.file')}
        currentName={data.storageKey ? `${data.name} (${formatFileSize(data.sizeBytes, i18n)})` : undefined}
        onUploaded={({ storageKey, url, name, sizeBytes, contentType }) =>
          update({ storageKey, url, name, sizeBytes, contentType })
        }
      />
      <TextAreaField
        label={t(handIn ? 'quizSetup.submission.instructions' : 'blockMedia.setup.file.description')}
        value={data.description}
        maxLength={2000}
        onChange={(event) => update({ description: event.target.value })}
      />
      <SubmissionFields
        coursePath={coursePath}
        setup={data}
        onChange={onChange}
        hint={t('quizSetup.submission.fileHint')}
      />
    </div>
  );
}
