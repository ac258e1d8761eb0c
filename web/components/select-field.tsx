import { FieldFrame, useFieldControl } from './field-frame';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The label of an empty first choice, when nothing is chosen yet. */
  placeholder?: string;
  /** What the choice does, under the select (the error replaces it). */
  hint?: string;
  error?: string | undefined;
}

/** A labelled select with its error (or hint) under it (tied by aria-describedby). */
export function SelectField({ label, value, options, onChange, placeholder, hint, error }: SelectFieldProps) {
  const control = useFieldControl(error, hint);
  return (
    <FieldFrame control={control} label={label} error={error} hint={hint}>
      <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
