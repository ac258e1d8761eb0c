import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_FILES,
} from '../../common/uploads';
import { i18n } from '../i18n/i18n';
import { SECONDARY_BUTTON } from './button-styles';
import { errorText, imageUploadLimits } from './error-text';
import { FormAlert } from './form-alert';

/** The first rule of spec §5 a choice of files breaks, worded for people; null when it is fine. */
export function uploadProblem(files: readonly File[]): string | null {
  if (files.length > IMAGE_UPLOAD_MAX_FILES) return i18n.t('errors.too_many_files', imageUploadLimits());
  const [file] = files;
  if (!file) return null;
  if (!(IMAGE_UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return i18n.t('errors.file_type_not_accepted');
  }
  return file.size > IMAGE_UPLOAD_MAX_BYTES ? i18n.t('errors.file_too_big', imageUploadLimits()) : null;
}

interface ImagePickerProps<Result> {
  /** The visible name of what is uploaded; with the action it names the file input. */
  label: string;
  chooseLabel: string;
  uploadingLabel: string;
  savedLabel: string;
  hint: string;
  upload: (file: File) => Promise<Result>;
  onUploaded: (result: Result) => unknown;
}

/**
 * A file picker for one image: the files are checked here first against the rules of spec §5,
 * then sent; the server, which judges the content, has the last word.
 */
export function ImagePicker<Result>({
  label,
  chooseLabel,
  uploadingLabel,
  savedLabel,
  hint,
  upload,
  onUploaded,
}: ImagePickerProps<Result>) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useMutation({ mutationFn: upload, onSuccess: onUploaded });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    sending.reset();
    const found = uploadProblem(files);
    setProblem(found);
    if (!found && files[0]) sending.mutate(files[0]);
  }

  return (
    <div>
      <p id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <label htmlFor={`${id}-file`} className={`${SECONDARY_BUTTON} mt-1 cursor-pointer focus-within:ring-2`}>
        <span id={`${id}-action`}>{sending.isPending ? uploadingLabel : chooseLabel}</span>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={IMAGE_UPLOAD_CONTENT_TYPES.join(',')}
          disabled={sending.isPending}
          // Named by the title and the visible action, so the visible words are in the name.
          aria-labelledby={`${id}-title ${id}-action`}
          aria-describedby={`${id}-hint`}
          onChange={handleChange}
          className="sr-only"
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <p role="status" className="text-sm font-medium text-brand-800">
        {sending.isSuccess ? savedLabel : ''}
      </p>
      <FormAlert message={problem ?? errorText(sending.error)} />
    </div>
  );
}
