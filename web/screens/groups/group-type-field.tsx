import { useId } from 'react';
import { TextField } from '../../components/text-field';

/**
 * A group type, typed or chosen from `groupTypes` (the types of the course's classes' groups), for
 * the settings that name one: a page's restriction, a post block's sharing and its group work.
 */
export function GroupTypeField({
  label,
  hint,
  name,
  value,
  groupTypes,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  hint: string;
  name: string;
  value: string;
  groupTypes: readonly string[];
  onChange: (value: string) => void;
  error?: string | null | undefined;
  maxLength?: number;
}) {
  const listId = useId();
  return (
    <div>
      <TextField
        label={label}
        hint={hint}
        name={name}
        list={listId}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? undefined}
      />
      <datalist id={listId}>
        {groupTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
    </div>
  );
}
