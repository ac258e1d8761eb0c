import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOCK_MEDIA_ACCEPT,
  BLOCK_MEDIA_MAX_FILES,
  type BlockMediaKind,
  type BlockMediaUpload,
} from '../../../../common/api/block-media';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { i18n } from '../../../i18n/i18n';
import { uploadLimits } from './upload-error-text';
import { UploadStatus } from './upload-status';
import { toCourse, useMediaUpload } from './use-block-media-upload';

interface MediaUploadFieldProps {
  coursePath: string;
  kind: BlockMediaKind;
  /** The visible name of the field (e.g. "Video file"). */
  label: string;
  /** The name of the file the block holds now, if any. */
  currentName?: string | undefined;
  /** The block holds a file whose name it does not keep: said as "uploaded before". */
  uploadedBefore?: boolean;
  onUploaded: (upload: BlockMediaUpload) => void;
}

/** A course's block media file, chosen and sent (MediaFileInput sending to the course). */
export function MediaUploadField({ coursePath, onUploaded, ...field }: MediaUploadFieldProps) {
  const sending = useMediaUpload(field.kind, toCourse(coursePath, field.kind), onUploaded);
  return <MediaFileInput {...field} sending={sending} />;
}

/**
 * A labelled file input for one media file: the accepted formats and size limit under it, the
 * upload's progress, and the reason when the file is refused. Choosing a file sends it with
 * `sending` (useMediaUpload).
 */
export function MediaFileInput({
  kind,
  label,
  currentName: givenName,
  uploadedBefore = false,
  sending,
}: Omit<MediaUploadFieldProps, 'coursePath' | 'onUploaded'> & {
  sending: ReturnType<typeof useMediaUpload>;
}) {
  const { t } = useTranslation();
  const currentName = givenName ?? (uploadedBefore ? t('blockMedia.setup.uploadedBefore') : undefined);
  const id = useId();
  const { state, upload, refuse } = sending;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > BLOCK_MEDIA_MAX_FILES) refuse(i18n.t('errors.too_many_files', uploadLimits(kind)));
    else if (files[0]) void upload(files[0]);
  }

  return (
    <div>
      <label id={`${id}-title`} htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {currentName && (
        <p className="mt-1 text-sm text-slate-700">{t('blockMedia.upload.current', { name: currentName })}</p>
      )}
      {/* The browser's own file button speaks the browser's language ("Choose File", "No file
          chosen"), not the interface's: it is hidden, and a second label is the button people see.
          Named by the field and that button, so the visible words are in the name (as ImagePicker). */}
      <input
        id={`${id}-file`}
        type="file"
        accept={BLOCK_MEDIA_ACCEPT[kind]}
        disabled={state.status === 'sending'}
        aria-labelledby={`${id}-title ${id}-action`}
        aria-describedby={`${id}-hint`}
        onChange={handleChange}
        className="peer sr-only"
      />
      <label
        id={`${id}-action`}
        htmlFor={`${id}-file`}
        className={`${SECONDARY_BUTTON} mt-1 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        {t('blockMedia.upload.choose')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t(`blockMedia.upload.accepts.${kind}`, { max: uploadLimits(kind).maxFileSizeFormatted })}
      </p>
      <UploadStatus state={state} />
    </div>
  );
}
