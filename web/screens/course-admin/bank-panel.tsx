import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../common/api/questionbank';
import { IMPORT_TEXT_MAX } from '../../../common/api/questionbank';
import { reasonOf } from '../../../common/reasons';
import { describeError } from '../../api/describe-error';
import { bankQuery, importQuestions, questionBanksKey, removeBankQuestion } from '../../api/questionbank';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { fieldReasonText } from '../../lib/field-reasons';
import { widgetName } from '../page-editor/editor-names';

/** What an import did, in words: the questions taken, or each question it could not take and why. */
function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  if (result.imported > 0) {
    return (
      <p role="status" className="text-green-800">
        {t('questionBanks.imported', { count: result.imported })}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-medium">{t('questionBanks.nothingImported', { count: result.problems.length })}</p>
      <ul className="list-disc space-y-1 pl-5">
        {result.problems.map((problem) => (
          <li key={`${problem.index}:${problem.code}`}>
            {problem.line !== null
              ? t('questionBanks.problemAt', { index: problem.index, line: problem.line })
              : t('questionBanks.problem', { index: problem.index })}
            {problem.name && ` (${problem.name})`}:{' '}
            {/* The reason's parameters are read back from its English (common/reasons.ts reasonOf). */}
            {fieldReasonText(reasonOf(problem.reason) ?? { code: problem.code as never }, problem.reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A question bank opened: its questions, each removable, and an import of GIFT pasted or chosen from a file. */
export function BankPanel({ bankId }: { bankId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const textId = useId();
  const [text, setText] = useState('');
  const bank = useQuery(bankQuery(bankId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionBanksKey });
  const runImport = useMutation({
    mutationFn: () => importQuestions(bankId, { format: 'gift', text }),
    onSuccess: (result) => {
      if (result.imported > 0) setText('');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (questionId: string) => removeBankQuestion(bankId, questionId),
    onSuccess: () => void refresh(),
  });
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!runImport.isPending) runImport.mutate();
  };
  return (
    <div className="mt-4 space-y-4">
      <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-4">
        <p className="font-medium text-slate-900">{t('questionBanks.importHeading')}</p>
        <label className="block text-sm text-slate-800">
          {t('questionBanks.file')}
          <input
            type="file"
            accept=".gift,.txt,text/plain"
            onChange={chooseFile}
            className="mt-1 block text-sm"
          />
        </label>
        <div>
          <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
            {t('questionBanks.paste')}
          </label>
          <textarea
            id={textId}
            rows={8}
            maxLength={IMPORT_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          />
          <p className="text-xs text-slate-600">{t('questionBanks.giftHint')}</p>
        </div>
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={runImport.isPending || undefined}>
          {runImport.isPending ? t('questionBanks.importing') : t('questionBanks.import')}
        </button>
        {runImport.isSuccess && <ImportReport result={runImport.data} />}
        {runImport.isError && <FormAlert message={describeError(runImport.error)} />}
      </form>
      {bank.isPending && <p className="text-slate-600">{t('app.loading')}</p>}
      {bank.isError && <FormAlert message={describeError(bank.error)} />}
      {bank.isSuccess &&
        (bank.data.questions.length === 0 ? (
          <p className="text-slate-700">{t('questionBanks.empty')}</p>
        ) : (
          <ol className="space-y-2">
            {bank.data.questions.map((question, index) => (
              <li
                key={question.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <span className="min-w-0">
                  <span className="block text-sm text-slate-600">
                    {index + 1}. {widgetName(t, question.widgetType)}
                    {question.name && ` · ${question.name}`}
                    {question.tags.length > 0 && ` · ${question.tags.join(', ')}`}
                  </span>
                  <span className="block text-slate-900">{question.question}</span>
                </span>
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  aria-label={t('questionBanks.removeQuestion', { number: index + 1 })}
                  aria-disabled={remove.isPending || undefined}
                  onClick={() => !remove.isPending && remove.mutate(question.id)}
                >
                  {t('questionBanks.remove')}
                </button>
              </li>
            ))}
          </ol>
        ))}
    </div>
  );
}
