import { useTranslation } from 'react-i18next';
import { NumberField } from './number-field';

/** An accepted answer's share of the points: a percentage in the form, a fraction (0 to 1) as stored. */
export function ShareField({
  fraction,
  onChange,
}: {
  fraction: number;
  onChange: (fraction: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('quizSetup.accepted.share')}
      value={fraction * 100}
      onChange={(percent) => onChange(percent / 100)}
    />
  );
}
