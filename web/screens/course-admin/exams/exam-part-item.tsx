import { useTranslation } from 'react-i18next';
import type { BankDetail } from '../../../../common/api/questionbank';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { DrawFields } from './draw-fields';
import type { PartDraft } from './exam-draft';

interface ExamPartItemProps {
  part: PartDraft;
  index: number;
  last: boolean;
  banks: readonly BankDetail[];
  errors: Record<string, string>;
  onChange: (part: PartDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** What a fixed question's part shows: the question and its bank, as far as the banks are read. */
function questionWords(banks: readonly BankDetail[], questionId: string) {
  for (const bank of banks) {
    const question = bank.questions.find((candidate) => candidate.id === questionId);
    if (question) return { question: question.question, bank: bank.name };
  }
  return null;
}

/**
 * One part of an exam in its form: a fixed question, or a draw whose count, tags and difficulty are
 * edited in place; each with its reasons beside it, moved up or down, or removed.
 */
export function ExamPartItem({
  part,
  index,
  last,
  banks,
  errors,
  onChange,
  onMove,
  onRemove,
}: ExamPartItemProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const at = `parts.${index}`;
  const partError = errors[at] ?? errors[`${at}.questionId`] ?? errors[`${at}.bankId`];
  const fixed = part.kind === 'question' ? questionWords(banks, part.questionId) : null;
  const bankName = part.kind === 'draw' ? banks.find((bank) => bank.id === part.bankId)?.name : undefined;
  return (
    <li>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {t('exam.admin.partNumber', { number })}
        </legend>
        {part.kind === 'question' ? (
          <p className="text-slate-900">
            {fixed ? t('exam.admin.fixedQuestion', fixed) : t('exam.admin.unknownQuestion')}
          </p>
        ) : (
          <>
            <p className="text-slate-900">
              {t('exam.admin.drawFrom', { bank: bankName ?? t('exam.admin.unknownBank') })}
            </p>
            <DrawFields
              count={part.count}
              tags={part.tags}
              difficulty={part.difficulty}
              onChange={(changes) => onChange({ ...part, ...changes })}
              errors={{
                count: errors[`${at}.count`],
                tags: errors[`${at}.tags`],
                difficulty: errors[`${at}.difficulty`],
              }}
            />
          </>
        )}
        {partError && <p className="text-sm text-red-700">{partError}</p>}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={index === 0}
            aria-label={t('exam.admin.moveUp', { number })}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={last}
            aria-label={t('exam.admin.moveDown', { number })}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-label={t('exam.admin.removePart', { number })}
            onClick={onRemove}
          >
            {t('exam.admin.remove')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
