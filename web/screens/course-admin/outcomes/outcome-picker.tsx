import { CheckboxField } from '../../../components/checkbox-field';

interface OutcomePickerProps {
  /** What the choice is, read as the group's name. */
  legend: string;
  outcomes: readonly { id: string; text: string }[];
  chosen: readonly string[];
  onChange: (outcomeIds: string[]) => void;
}

/** A checkbox for each of the course's outcomes, in its order: the outcomes a block or question assesses. */
export function OutcomePicker({ legend, outcomes, chosen, onChange }: OutcomePickerProps) {
  const toggle = (outcomeId: string, checked: boolean) =>
    onChange(
      outcomes
        .map((outcome) => outcome.id)
        .filter((id) => (id === outcomeId ? checked : chosen.includes(id))),
    );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {outcomes.map((outcome) => (
        <CheckboxField
          key={outcome.id}
          label={outcome.text}
          checked={chosen.includes(outcome.id)}
          onChange={(checked) => toggle(outcome.id, checked)}
        />
      ))}
    </fieldset>
  );
}
