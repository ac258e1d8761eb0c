import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';

interface SpanSelectProps {
  span: number;
  columns: number;
  disabled: boolean;
  onResize: (span: number) => void;
}

/** How many of its section's columns a block spans (resize), 1 up to the section's columns. */
export function SpanSelect({ span, columns, disabled, onResize }: SpanSelectProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <SelectField
        label={t('pageEditor.layout.span')}
        value={String(Math.min(span, columns))}
        options={Array.from({ length: columns }, (_, index) => ({
          value: String(index + 1),
          label: t('pageEditor.columnCount', { count: index + 1 }),
        }))}
        onChange={(value) => onResize(Number(value))}
      />
    </fieldset>
  );
}
