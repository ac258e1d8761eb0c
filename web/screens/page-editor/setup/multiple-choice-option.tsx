import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import { TextField } from '../../../components/text-field';
import { type ItemControlProps, ItemControls } from './item-controls';
import { ItemGroup, ItemTextField } from './item-list';

interface MultipleChoiceOptionProps extends ItemControlProps {
  /** Its place in the list, from 1: "Option 2". */
  number: number;
  text: string;
  feedback: string;
  right: boolean;
  /** Ticked (several right answers) or chosen like a radio button, in the group `rightGroup`. */
  multipleAnswers: boolean;
  rightGroup: string;
  onText: (text: string) => void;
  onFeedback: (feedback: string) => void;
  onRight: (right: boolean) => void;
}

/** One option of a multiple choice setup, grouped under its number: text, right or not, feedback, moves. */
export function MultipleChoiceOption({
  number,
  text,
  feedback,
  right,
  multipleAnswers,
  rightGroup,
  onText,
  onFeedback,
  onRight,
  ...controls
}: MultipleChoiceOptionProps) {
  const { t } = useTranslation();
  return (
    <ItemGroup legend={t('quizSetup.options.option', { number })}>
      <div className="flex flex-wrap items-end gap-3">
        <ItemTextField label={t('quizSetup.options.text')} value={text} onChange={onText} focus />
        <label className="inline-flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type={multipleAnswers ? 'checkbox' : 'radio'}
            name={multipleAnswers ? undefined : rightGroup}
            checked={right}
            onChange={(event) => onRight(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t('quizSetup.options.right')}
        </label>
        <ItemControls section="options" number={number} {...controls} />
      </div>
      <TextField
        label={t('quizSetup.options.feedback')}
        hint={t('quizSetup.options.feedbackHint')}
        value={feedback}
        maxLength={QUIZ_TEXT_MAX}
        onChange={(event) => onFeedback(event.target.value)}
      />
    </ItemGroup>
  );
}
