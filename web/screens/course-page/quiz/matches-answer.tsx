import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../../../common/api/quiz';
import { seededShuffle } from '../../../../common/domain/quiz/shuffle';
import { labelledOf } from '../blocks/quiz-question-block';
import { PlacementList } from './placement-list';

interface MatchesAnswerProps {
  blockId: string;
  setupData: Record<string, unknown>;
  userId: string;
  matches: Record<string, string>;
  onChange: (matches: Record<string, string>) => void;
  disabled: boolean;
  state: QuizState;
}

/** A match it question for a learner: each item with a list of the choices, in the learner's own order. */
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
  return (
    <PlacementList
      items={labelledOf(setupData, 'items')}
      targets={seededShuffle(labelledOf(setupData, 'choices'), `${userId}:${blockId}`)}
      placed={matches}
      onChange={onChange}
      disabled={disabled}
      state={state}
      placeholder={t('quiz.answer.chooseMatch')}
      rightWords={(match) => t('quiz.answer.matchIs', { match })}
      right={state.rightAnswers?.kind === 'matches' ? state.rightAnswers.matches : null}
    />
  );
}
