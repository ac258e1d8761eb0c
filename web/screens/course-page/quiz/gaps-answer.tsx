import { useTranslation } from 'react-i18next';
import { GAP_TEXT_MAX } from '../../../../common/domain/quiz/answer-text';
import { passageOf } from '../blocks/quiz-question-block';
import type { AnswerReveal } from './answer-reveal';
import { PartMark } from './part-mark';

interface GapsAnswerProps {
  setupData: Record<string, unknown>;
  gaps: Record<string, string>;
  onChange: (gaps: Record<string, string>) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

/**
 * A fill in the blanks passage for a learner: a field in each gap, named by its number; after a
 * revealed attempt each gap says whether it was right and, once shown, what it accepts.
 */
export function GapsAnswer({ setupData, gaps, onChange, disabled, reveal }: GapsAnswerProps) {
  const { t } = useTranslation();
  const accepted = reveal.rightAnswers?.kind === 'gaps' ? reveal.rightAnswers.gaps : null;
  const { mark } = reveal;
  let number = 0;
  return (
    <p className="whitespace-pre-line leading-10 text-slate-800">
      {passageOf(setupData).map((part, index) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the passage's parts never move.
        if ('text' in part) return <span key={index}>{part.text}</span>;
        number++;
        return (
          <span key={part.gapId} className="inline-flex items-baseline gap-1">
            <input
              type="text"
              aria-label={t('quiz.view.gap', { number })}
              autoComplete="off"
              spellCheck={false}
              maxLength={GAP_TEXT_MAX}
              size={12}
              value={gaps[part.gapId] ?? ''}
              disabled={disabled}
              onChange={(event) => onChange({ ...gaps, [part.gapId]: event.target.value })}
              className="mx-1 rounded border border-slate-400 px-2 py-0.5 text-slate-900 disabled:bg-slate-50"
            />
            {mark?.rightParts && <PartMark right={mark.rightParts.includes(part.gapId)} />}
            {accepted?.[part.gapId] && (
              <span className="text-sm text-green-800">({accepted[part.gapId]!.join(' / ')})</span>
            )}
          </span>
        );
      })}
    </p>
  );
}
