import { useTranslation } from 'react-i18next';
import { EnrolmentCodeBatches } from './enrolment-code-batches';
import { EnrolmentCodesForm } from './enrolment-codes-form';

/** Class admin's enrolment codes tab: generate batches of vouchers, follow their use, download them. */
export function EnrolmentCodesTab({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <p className="max-w-2xl text-slate-700">{t('enrolment.codes.lead')}</p>
      <EnrolmentCodesForm cohortPath={cohortPath} />
      <EnrolmentCodeBatches cohortPath={cohortPath} />
    </div>
  );
}
