import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_IMAGE_CONTENT_TYPES,
  CERTIFICATE_IMAGE_MAX_BYTES,
  type CertificateImageKind,
  certificateImagePath,
} from '../../../common/api/certification';
import { uploadCertificateImage } from '../../api/certification-admin';
import { describeError } from '../../api/describe-error';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { formatFileSize } from '../../lib/format-file-size';

/**
 * One image of the certificate (the logo, or a signatory's signature): what it is now, a picker to
 * upload another and a button to remove it. A PNG or JPEG within the size limit is sent at once;
 * its key goes into the form, and saving the settings makes it the certificate's. The server, which
 * judges the bytes, has the last word; a reason from saving shows under it (`error`).
 */
export function CertificateImageField(props: {
  /** The course whose team uploads it; null for a qualification's signature (platform staff). */
  coursePath: string | null;
  kind: CertificateImageKind;
  /** The visible name of the image, such as "Logo" or "Signatory 1: signature". */
  label: string;
  imageKey: string | null | undefined;
  onChange: (key: string | null) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const size = formatFileSize(CERTIFICATE_IMAGE_MAX_BYTES, i18n);
  const sending = useMutation({
    mutationFn: (file: File) => uploadCertificateImage(props.coursePath, props.kind, file),
    onSuccess: ({ key }) => props.onChange(key),
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    sending.reset();
    if (!file) return;
    const found = !(CERTIFICATE_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)
      ? t('certificationAdmin.images.type')
      : file.size > CERTIFICATE_IMAGE_MAX_BYTES
        ? t('certificationAdmin.images.tooBig', { size })
        : null;
    setProblem(found);
    if (!found) sending.mutate(file);
  }

  const { imageKey } = props;
  return (
    <div className="space-y-1">
      <p id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {props.label}
      </p>
      {imageKey && (
        <img
          src={certificateImagePath(imageKey)}
          alt={t('certificationAdmin.images.current', { name: props.label })}
          className="max-h-16 max-w-48 rounded border border-slate-200 bg-white object-contain p-1"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-file`} className={`${SECONDARY_BUTTON} cursor-pointer focus-within:ring-2`}>
          <span id={`${id}-action`}>
            {sending.isPending
              ? t('certificationAdmin.images.uploading')
              : imageKey
                ? t('certificationAdmin.images.replace')
                : t('certificationAdmin.images.choose')}
          </span>
          <input
            id={`${id}-file`}
            type="file"
            accept={CERTIFICATE_IMAGE_CONTENT_TYPES.join(',')}
            disabled={sending.isPending}
            aria-labelledby={`${id}-title ${id}-action`}
            aria-describedby={`${id}-hint`}
            aria-invalid={props.error ? true : undefined}
            onChange={handleChange}
            className="sr-only"
          />
        </label>
        {imageKey && (
          <button
            type="button"
            className={`${LINK_BUTTON} text-sm`}
            onClick={() => {
              sending.reset();
              props.onChange(null);
            }}
          >
            {t('certificationAdmin.images.remove', { name: props.label })}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('certificationAdmin.images.hint', { size })}
      </p>
      <FormAlert message={problem ?? (sending.error ? describeError(sending.error) : props.error)} />
    </div>
  );
}
