import type { InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl } from './field-frame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled input with an optional hint and its error under it (tied by aria-describedby). */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const control = useFieldControl(error, hint, 'placeholder:text-slate-500');
  return (
    <FieldFrame control={control} label={label} error={error} hint={hint}>
      <input {...control} {...input} />
    </FieldFrame>
  );
}
