import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour as its hex text (#1e3a8a) beside a colour picker, either changing both; its error under it. */
export function ColourField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={t('certificationAdmin.design.pickColour', { colour: props.label })}
        // A picker shows only a whole #rrggbb: while the text is half typed it keeps black.
        value={HEX_COLOUR.test(props.value) ? props.value.toLowerCase() : '#000000'}
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-6 h-10 w-14 shrink-0 cursor-pointer rounded border border-slate-300"
      />
      <div className="grow">
        <TextField
          label={props.label}
          value={props.value}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => props.onChange(event.target.value)}
          error={props.error}
        />
      </div>
    </div>
  );
}
