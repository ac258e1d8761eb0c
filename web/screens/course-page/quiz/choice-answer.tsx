import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { seededShuffle } from '../../../../common/domain/quiz/shuffle';
import { labelledOf } from '../blocks/quiz-question-block';
import type { AnswerReveal } from './answer-reveal';

interface ChoiceAnswerProps {
  blockId: string;
  setupData: Record<string, unknown>;
  /** The learner's id: their own order of the options. */
  userId: string;
  selected: string[];
  onChange: (selected: string[]) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

/**
 * A multiple choice question's options for a learner: radio buttons for one right answer, boxes
 * for several, in the learner's own order when the author shuffles them; once the right answers
 * are shown, the right options marked.
 */
export function ChoiceAnswer({
  blockId,
  setupData,
  userId,
  selected,
  onChange,
  disabled,
  reveal,
}: ChoiceAnswerProps) {
  const { t } = useTranslation();
  const name = useId();
  const several = setupData.multipleAnswers === true;
  const options = labelledOf(setupData, 'options');
  const ordered = setupData.shuffle === false ? options : seededShuffle(options, `${userId}:${blockId}`);
  const right =
    reveal.rightAnswers?.kind === 'options' ? new Set(reveal.rightAnswers.correctOptionIds) : null;
  const toggle = (id: string) =>
    onChange(
      several ? (selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id]) : [id],
    );
  return (
    <ul className="space-y-2">
      {ordered.map((option) => {
        const isRight = right?.has(option.id) ?? false;
        return (
          <li
            key={option.id}
            className={`rounded-lg border px-3 py-2 ${isRight ? 'border-green-400 bg-green-50' : 'border-slate-200'}`}
          >
            <label className="flex items-start gap-3 text-slate-800">
              <input
                type={several ? 'checkbox' : 'radio'}
                name={name}
                className="mt-1"
                checked={selected.includes(option.id)}
                disabled={disabled}
                onChange={() => toggle(option.id)}
              />
              <span>
                {option.text}
                {isRight && (
                  <span className="ml-2 text-sm font-medium text-green-800">
                    {t('quiz.answer.rightOption')}
                  </span>
                )}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
