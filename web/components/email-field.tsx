import type { ChangeEvent } from 'react';
import { TextField } from './text-field';

interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The e-mail address field of the login, sign-up and forgot-password forms. */
export function EmailField({ label, value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      error={error}
    />
  );
}
