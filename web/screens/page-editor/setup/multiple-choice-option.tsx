import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import { TextField } from '../../../components/text-field';
import { ItemButton } from './item-button';

interface MultipleChoiceOptionProps {
  /** Its place in the list, from 1: "Option 2". */
  number: number;
  text: string;
  feedback: string;
  right: boolean;
  /** Ticked (several right answers) or chosen like a radio button, in the group `rightGroup`. */
  multipleAnswers: boolean;
  rightGroup: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onText: (text: string) => void;
  onFeedback: (feedback: string) => void;
  onRight: (right: boolean) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One option of a multiple choice setup, grouped under its number: text, right or not, feedback, moves. */
export function MultipleChoiceOption(props: MultipleChoiceOptionProps) {
  const { t } = useTranslation();
  const { number } = props;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('quizSetup.options.option', { number })}
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 grow">
          <TextField
            label={t('quizSetup.options.text')}
            value={props.text}
            maxLength={QUIZ_TEXT_MAX}
            data-focus="text"
            onChange={(event) => props.onText(event.target.value)}
          />
        </div>
        <label className="inline-flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type={props.multipleAnswers ? 'checkbox' : 'radio'}
            name={props.multipleAnswers ? undefined : props.rightGroup}
            checked={props.right}
            onChange={(event) => props.onRight(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t('quizSetup.options.right')}
        </label>
        <div className="flex gap-1 pb-1">
          <ItemButton
            control="moveUp"
            icon="arrowUp"
            label={t('quizSetup.options.moveUp', { number })}
            disabled={!props.canMoveUp}
            onClick={() => props.onMove(-1)}
          />
          <ItemButton
            control="moveDown"
            icon="arrowDown"
            label={t('quizSetup.options.moveDown', { number })}
            disabled={!props.canMoveDown}
            onClick={() => props.onMove(1)}
          />
          <ItemButton
            control="remove"
            icon="trash"
            label={t('quizSetup.options.remove', { number })}
            disabled={!props.canRemove}
            onClick={props.onRemove}
          />
        </div>
      </div>
      <TextField
        label={t('quizSetup.options.feedback')}
        hint={t('quizSetup.options.feedbackHint')}
        value={props.feedback}
        maxLength={QUIZ_TEXT_MAX}
        onChange={(event) => props.onFeedback(event.target.value)}
      />
    </fieldset>
  );
}
