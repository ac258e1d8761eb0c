import { useId } from 'react';

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled group of radio buttons (arrow keys move between them). */
export function ChoiceGroup<Value extends string>({
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
