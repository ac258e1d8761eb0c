import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl } from './field-frame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled textarea with an optional hint and its error under it (tied by aria-describedby). */
export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  const control = useFieldControl(error, hint);
  return (
    <FieldFrame control={control} label={label} error={error} hint={hint}>
      <textarea rows={4} {...control} {...textarea} />
    </FieldFrame>
  );
}
