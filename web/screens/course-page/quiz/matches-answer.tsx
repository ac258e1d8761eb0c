import { useTranslation } from 'react-i18next';
import { seededShuffle } from '../../../../common/domain/quiz/shuffle';
import { labelledOf } from '../blocks/quiz-question-block';
import type { AnswerReveal } from './answer-reveal';
import { PlacementList } from './placement-list';

interface MatchesAnswerProps {
  blockId: string;
  setupData: Record<string, unknown>;
  userId: string;
  matches: Record<string, string>;
  onChange: (matches: Record<string, string>) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

/** A match it question for a learner: each item with a list of the choices, in the learner's own order. */
export function MatchesAnswer({
  blockId,
  setupData,
  userId,
  matches,
  onChange,
  disabled,
  reveal,
}: MatchesAnswerProps) {
  const { t } = useTranslation();
  return (
    <PlacementList
      items={labelledOf(setupData, 'items')}
      targets={seededShuffle(labelledOf(setupData, 'choices'), `${userId}:${blockId}`)}
      placed={matches}
      onChange={onChange}
      disabled={disabled}
      reveal={reveal}
      placeholder={t('quiz.answer.chooseMatch')}
      rightWords={(match) => t('quiz.answer.matchIs', { match })}
      right={reveal.rightAnswers?.kind === 'matches' ? reveal.rightAnswers.matches : null}
    />
  );
}
