import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'> & {
  value: number;
  onChange: (value: number) => void;
};

/** The number a field's text stands for, or null (a comma is refused: "1,000" could be 1 or 1000). */
function parseNumber(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

// Without the float noise of a computed value (7.000000000000001 for 7%).
const shown = (value: number) => String(Number(value.toPrecision(12)));
const same = (a: number | null, b: number) =>
  a !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/**
 * A number typed as text, so nothing typed vanishes on the way to a number ("0.", "-", an empty
 * field): the text is kept, and `onChange` gets each number it parses to; text that is no number
 * says so under the field and changes nothing. A value that changes from elsewhere (an answer of
 * the row removed before it) replaces the text, unless the text already says it.
 */
export function NumberField({ value, onChange, error, ...field }: NumberFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(value));
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    if (!same(parseNumber(text), value)) setText(shown(value));
  }
  return (
    <TextField
      inputMode="decimal"
      {...field}
      value={text}
      error={error ?? (parseNumber(text) === null ? t('quizSetup.notNumber') : undefined)}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseNumber(event.target.value);
        if (parsed !== null) onChange(parsed);
      }}
    />
  );
}
