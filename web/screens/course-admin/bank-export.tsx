import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '../../../common/api/questionbank';
import { FORMAT_NAMES } from '../../../common/domain/quiz/question-formats';
import { describeError } from '../../api/describe-error';
import { exportBank } from '../../api/questionbank';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { downloadBase64, downloadText } from '../../lib/download-text';
import { ProblemList } from './bank-problems';

/**
 * A bank's questions written as a file: GIFT or Moodle XML for Moodle, or an IMS QTI 2.1 package
 * (.zip, sent in base64) for other tools, downloaded at once, and the questions that format could
 * not hold, each with why.
 */
export function BankExport({ bankId }: { bankId: string }) {
  const { t } = useTranslation();
  const run = useMutation({
    mutationFn: (format: ExportFormat) => exportBank(bankId, format),
    onSuccess: (file) =>
      file.encoding === 'base64'
        ? downloadBase64(file.text, file.fileName, file.contentType)
        : downloadText(file.text, file.fileName, file.contentType),
  });
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4">
      <p className="font-medium text-slate-900">{t('questionBanks.exportHeading')}</p>
      <div className="flex flex-wrap gap-3">
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={SECONDARY_BUTTON}
            aria-disabled={run.isPending || undefined}
            onClick={() => !run.isPending && run.mutate(format)}
          >
            {t('questionBanks.exportAs', { format: FORMAT_NAMES[format] })}
          </button>
        ))}
      </div>
      {run.isPending && <p className="text-sm text-slate-600">{t('questionBanks.exporting')}</p>}
      {run.isSuccess && (
        <div role="status" className="space-y-2 text-sm">
          <p className="text-green-800">{t('questionBanks.exported', { fileName: run.data.fileName })}</p>
          {run.data.skipped.length > 0 && (
            <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
              <p className="font-medium">
                {t('questionBanks.exportSkipped', { count: run.data.skipped.length })}
              </p>
              <ProblemList problems={run.data.skipped} />
            </div>
          )}
        </div>
      )}
      {run.isError && <FormAlert message={describeError(run.error)} />}
    </div>
  );
}
