import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FillInTheBlanksSetup,
  gapIdsOf,
  type PassagePart,
} from '../../../../common/domain/quiz/fill-in-the-blanks-setup';
import { TextAreaField } from '../../../components/text-area-field';
import { currentLanguage } from '../../../i18n/i18n';
import { parseGapNotation, withGapIds, writeGapNotation, writtenPartsOf } from './gap-notation';

type Gaps = FillInTheBlanksSetup['answerKey']['gaps'];

/**
 * A fill in the blanks passage, written in the gap notation (gap-notation.ts) in one textarea,
 * and the gaps it makes listed under it ("Gap 2: colour or color"). What the author types is kept
 * as typed; each change that parses is sent as the passage and the gaps' answers (a gap keeps its
 * id while a gap stays at its place), one that does not (a gap left open) says why and sends
 * nothing. A passage that changes from elsewhere replaces the text, unless the text already says it.
 */
export function PassageField({
  passage,
  gaps,
  onChange,
}: {
  passage: readonly PassagePart[];
  gaps: Gaps;
  onChange: (written: { passage: PassagePart[]; gaps: Gaps }) => void;
}) {
  const { t } = useTranslation();
  const previewLabel = useId();
  const stored = writeGapNotation(writtenPartsOf(passage, gaps));
  const [text, setText] = useState(stored);
  const [known, setKnown] = useState(stored);
  const typed = parseGapNotation(text);
  if (stored !== known) {
    setKnown(stored);
    if (!typed.ok || writeGapNotation(typed.parts) !== stored) setText(stored);
  }
  const gapIds = gapIdsOf(passage);
  const answers = new Intl.ListFormat(currentLanguage(), { type: 'disjunction' });

  return (
    <div className="space-y-3">
      <TextAreaField
        label={t('quizSetup.passage.label')}
        hint={t('quizSetup.passage.hint')}
        error={typed.ok ? undefined : t(`quizSetup.passage.${typed.error}`)}
        rows={6}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseGapNotation(event.target.value);
          // Only what changes the passage is sent: not a space after an answer, say.
          if (next.ok && writeGapNotation(next.parts) !== stored) onChange(withGapIds(next.parts, gapIds));
        }}
      />
      <div>
        <p id={previewLabel} className="text-sm font-medium text-slate-800">
          {t('quizSetup.passage.gaps')}
        </p>
        {gapIds.length > 0 ? (
          <ol aria-labelledby={previewLabel} className="mt-1 space-y-1 text-sm text-slate-700">
            {gapIds.map((id, index) => (
              <li key={id}>
                {t('quizSetup.passage.gap', { number: index + 1, answers: answers.format(gaps[id] ?? []) })}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{t('quizSetup.passage.noGaps')}</p>
        )}
      </div>
    </div>
  );
}
