import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_BUTTON } from '../../components/button-styles';
import { CodeForm } from './code-form';
import { useEnrolInClass } from './use-enrol-in-class';

/** "I have an enrolment code": a voucher admits its holder to the class whatever its enrolment type. */
export function VoucherForm({ coursePath, cohortPath }: { coursePath: string; cohortPath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const enrol = useEnrolInClass(coursePath);
  return (
    <div>
      <button
        type="button"
        className={LINK_BUTTON}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('enrolment.actions.haveCode')}
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && (
          <CodeForm
            label={t('enrolment.actions.enrolmentCode')}
            hint={t('enrolment.actions.enrolmentCodeHint')}
            submitLabel={t('enrolment.actions.useCode')}
            busy={enrol.isPending}
            error={enrol.error}
            onSubmit={(enrolmentCode) => enrol.mutate({ cohortPath, enrolmentCode })}
          />
        )}
      </div>
    </div>
  );
}
