import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl } from './field-frame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
}

/** A labelled textarea with its error under it (tied by aria-describedby). */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  const control = useFieldControl(error);
  return (
    <FieldFrame control={control} label={label} error={error}>
      <textarea rows={4} {...control} {...textarea} />
    </FieldFrame>
  );
}
