import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FORMATS, IMPORT_TEXT_MAX, type ImportFormat } from '../../../common/api/questionbank';
import { FORMAT_NAMES } from '../../../common/domain/quiz/question-formats';
import { describeError } from '../../api/describe-error';
import { bankQuery, importQuestions, questionBanksKey, removeBankQuestion } from '../../api/questionbank';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { fileBase64 } from '../../lib/file-base64';
import { widgetName } from '../page-editor/editor-names';
import { BankExport } from './bank-export';
import { ImportOutcome, useImportState } from './bank-import-state';
import { QuestionOutcomes } from './outcomes/question-outcomes';

/**
 * What the file picker offers for each format: Moodle's GIFT export is a .txt file, its XML a .xml
 * one; QTI comes as an item (.xml) or a content package of them (.zip).
 */
const FORMAT_FILES: Readonly<Record<ImportFormat, string>> = {
  gift: '.gift,.txt,text/plain',
  moodle_xml: '.xml,application/xml,text/xml',
  qti: '.xml,.zip',
};
const FORMAT_HINTS = {
  gift: 'questionBanks.giftHint',
  moodle_xml: 'questionBanks.xmlHint',
  qti: 'questionBanks.qtiHint',
} as const satisfies Record<ImportFormat, string>;

/** A package chosen to import (a .zip), sent as its bytes in base64 rather than as text. */
interface ChosenZip {
  name: string;
  base64: string;
}

/**
 * A question bank opened: its questions, each removable, an export of them for Moodle, and an import
 * of GIFT, Moodle XML or IMS QTI 2.1 pasted or chosen from a file (for QTI, a package too).
 */
export function BankPanel({ bankId }: { bankId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const textId = useId();
  const [format, setFormat] = useState<ImportFormat>('gift');
  const [text, setText] = useState('');
  const [zip, setZip] = useState<ChosenZip | null>(null);
  const bank = useQuery(bankQuery(bankId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionBanksKey });
  // The file goes as the mutation's variables: the form as it is when Import is pressed, never
  // the one a mutation function kept from an earlier render.
  const runImport = useMutation({
    mutationFn: (input: Parameters<typeof importQuestions>[1]) => importQuestions(bankId, input),
  });
  const importState = useImportState(runImport.data);
  const lastImport = importState.data ?? runImport.data;
  const importing = runImport.isPending || lastImport?.status === 'running';
  const finished = lastImport?.status === 'finished' ? lastImport.result : undefined;
  useEffect(() => {
    if (!finished) return;
    if (finished.imported > 0) {
      setText('');
      setZip(null);
    }
    void queryClient.invalidateQueries({ queryKey: questionBanksKey });
  }, [finished, queryClient]);
  const remove = useMutation({
    mutationFn: (questionId: string) => removeBankQuestion(bankId, questionId),
    onSuccess: () => void refresh(),
  });
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (/\.zip$/i.test(file.name)) {
      setZip({ name: file.name, base64: await fileBase64(file) });
    } else {
      setZip(null);
      setText(await file.text());
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!importing) {
      runImport.mutate(zip ? { format, text: zip.base64, encoding: 'base64' } : { format, text });
    }
  };
  return (
    <div className="mt-4 space-y-4">
      {bank.isSuccess && bank.data.questions.length > 0 && <BankExport bankId={bankId} />}
      <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-4">
        <p className="font-medium text-slate-900">{t('questionBanks.importHeading')}</p>
        <div className="max-w-xs">
          <SelectField
            label={t('questionBanks.format')}
            value={format}
            options={IMPORT_FORMATS.map((value) => ({ value, label: FORMAT_NAMES[value] }))}
            onChange={(value) => {
              setFormat(value as ImportFormat);
              setZip(null);
            }}
          />
        </div>
        <label className="block text-sm text-slate-800">
          {t('questionBanks.file', { format: FORMAT_NAMES[format] })}
          <input
            key={format}
            type="file"
            accept={FORMAT_FILES[format]}
            onChange={chooseFile}
            className="mt-1 block text-sm"
          />
        </label>
        {zip && (
          <p role="status" className="text-sm text-slate-800">
            {t('questionBanks.packageChosen', { name: zip.name })}
          </p>
        )}
        <div>
          <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
            {t('questionBanks.paste')}
          </label>
          <textarea
            id={textId}
            rows={8}
            maxLength={IMPORT_TEXT_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setZip(null);
            }}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          />
          <p className="text-xs text-slate-600">{t(FORMAT_HINTS[format])}</p>
        </div>
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={importing || undefined}>
          {importing ? t('questionBanks.importing') : t('questionBanks.import')}
        </button>
        {lastImport && <ImportOutcome state={lastImport} />}
        {(runImport.isError || importState.isError) && (
          <FormAlert message={describeError(runImport.error ?? importState.error)} />
        )}
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
                <QuestionOutcomes bankId={bankId} questionId={question.id} number={index + 1} />
              </li>
            ))}
          </ol>
        ))}
    </div>
  );
}
