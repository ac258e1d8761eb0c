import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/text-area-field';

/** The transcript of a media block (audio, accessible video): a tall text area. */
export function TranscriptField({
  value,
  onChange,
}: {
  value: string;
  onChange: (transcript: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('blockMedia.setup.transcript')}
      value={value}
      rows={6}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
