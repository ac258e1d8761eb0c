import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../../../common/api/quiz';
import { seededShuffle } from '../../../../common/domain/quiz/shuffle';
import { labelledOf } from '../blocks/quiz-question-block';
import { PartMark } from './part-mark';

interface MatchesAnswerProps {
  blockId: string;
  setupData: Record<string, unknown>;
  userId: string;
  matches: Record<string, string>;
  onChange: (matches: Record<string, string>) => void;
  disabled: boolean;
  state: QuizState;
}

/**
 * A match it question for a learner: each item with a list of the choices (in the learner's own
 * order), usable by keyboard as any select; after a revealed attempt each item says whether it was
 * matched right and, once shown, its match.
 */
export function MatchesAnswer({
  blockId,
  setupData,
  userId,
  matches,
  onChange,
  disabled,
  state,
}: MatchesAnswerProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const choices = seededShuffle(labelledOf(setupData, 'choices'), `${userId}:${blockId}`);
  const textOfChoice = new Map(choices.map((choice) => [choice.id, choice.text]));
  const right = state.rightAnswers?.kind === 'matches' ? state.rightAnswers.matches : null;
  const mark = state.attempts.at(-1)?.mark;
  return (
    <ul className="space-y-3">
      {labelledOf(setupData, 'items').map((item) => {
        const id = `${idPrefix}-${item.id}`;
        return (
          <li key={item.id} className="grid items-center gap-2 sm:grid-cols-2">
            <label htmlFor={id} className="text-slate-800">
              {item.text}
            </label>
            <span className="flex items-center gap-2">
              <select
                id={id}
                value={matches[item.id] ?? ''}
                disabled={disabled}
                onChange={(event) => {
                  const { [item.id]: _left, ...others } = matches;
                  onChange(event.target.value ? { ...others, [item.id]: event.target.value } : others);
                }}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 disabled:bg-slate-50"
              >
                <option value="">{t('quiz.answer.chooseMatch')}</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.text}
                  </option>
                ))}
              </select>
              {mark?.rightParts && <PartMark right={mark.rightParts.includes(item.id)} />}
            </span>
            {right?.[item.id] && (
              <span className="text-sm text-green-800 sm:col-start-2">
                {t('quiz.answer.matchIs', { match: textOfChoice.get(right[item.id]!) ?? '' })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
