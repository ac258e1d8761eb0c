import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import { TextAreaField } from '../../../components/text-area-field';

/** A quiz block's question, as every quiz setup form asks it. */
export function QuestionField({ value, onChange }: { value: string; onChange: (question: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('quizSetup.question')}
      rows={3}
      value={value}
      maxLength={QUIZ_TEXT_MAX}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
