import { useId } from 'react';
import { classNames } from '../../components/class-names';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The label of an empty first choice, when nothing is chosen yet. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled select with its error under it (tied by aria-describedby). */
export function SelectField({ label, value, options, onChange, placeholder, error }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={classNames(
          'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
