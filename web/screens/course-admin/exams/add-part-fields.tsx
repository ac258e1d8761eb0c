import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankDetail } from '../../../../common/api/questionbank';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { SelectField } from '../../../components/select-field';
import { widgetName } from '../../page-editor/editor-names';
import { type DrawChoice, DrawFields } from './draw-fields';
import { type PartDraft, partKey } from './exam-draft';

/**
 * Adds a part to an exam: a question of a bank (a bank, then one of its questions), or a draw from a
 * bank (how many, tags, difficulty). A group of the exam's form, not a form of its own (forms do
 * not nest): its button adds to the parts, which the exam's Save stores.
 */
export function AddPartFields({
  banks,
  onAdd,
}: {
  banks: readonly BankDetail[];
  onAdd: (part: PartDraft) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PartDraft['kind']>('question');
  const [bankId, setBankId] = useState('');
  const [questionId, setQuestionId] = useState('');
  const [draw, setDraw] = useState<DrawChoice>({ count: '1', tags: '', difficulty: null });
  const [problem, setProblem] = useState<string | null>(null);
  const kindName = useId();
  const bank = banks.find((candidate) => candidate.id === bankId);

  if (banks.length === 0) return <p className="text-slate-700">{t('exam.admin.noBanks')}</p>;
  const add = () => {
    const missing = !bank
      ? t('exam.admin.needBank')
      : kind === 'question' && !questionId
        ? t('exam.admin.needQuestion')
        : null;
    setProblem(missing);
    if (missing) return;
    onAdd(
      kind === 'question' ? { key: partKey(), kind, questionId } : { key: partKey(), kind, bankId, ...draw },
    );
    setQuestionId('');
  };
  return (
    <fieldset className="space-y-3 rounded-lg bg-slate-50 p-4">
      <legend className="font-medium text-slate-900">{t('exam.admin.addHeading')}</legend>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('exam.admin.addKind')}</legend>
        {(['question', 'draw'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-slate-800">
            <input type="radio" name={kindName} checked={kind === choice} onChange={() => setKind(choice)} />
            {choice === 'question' ? t('exam.admin.addQuestion') : t('exam.admin.addDraw')}
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t('exam.admin.bank')}
        value={bankId}
        placeholder={t('exam.admin.chooseBank')}
        options={banks.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        onChange={(chosen) => {
          setBankId(chosen);
          setQuestionId('');
        }}
      />
      {kind === 'question' && bank && (
        <SelectField
          label={t('exam.admin.question')}
          value={questionId}
          placeholder={t('exam.admin.chooseQuestion')}
          options={bank.questions.map((question) => ({
            value: question.id,
            label: `${widgetName(t, question.widgetType)}: ${question.question}`,
          }))}
          onChange={setQuestionId}
        />
      )}
      {kind === 'draw' && (
        <DrawFields {...draw} onChange={(changes) => setDraw((current) => ({ ...current, ...changes }))} />
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="button" className={SECONDARY_BUTTON} onClick={add}>
        {kind === 'question' ? t('exam.admin.addQuestionButton') : t('exam.admin.addDrawButton')}
      </button>
    </fieldset>
  );
}
