import { type TextareaHTMLAttributes, useId } from 'react';
import { classNames } from '../../components/class-names';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
}

/** A labelled textarea with its error under it (tied by aria-describedby). */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={classNames(
          'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
