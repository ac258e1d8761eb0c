import { useTranslation } from 'react-i18next';
import type { EnrollableClass } from '../../../common/api/enrolment';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { CodeForm } from './code-form';
import { useEnrolInClass } from './use-enrol-in-class';

/** The action a class's enrolment type asks for: Enrol, an access code, a request, or the invite-only notice. */
export function ClassJoinAction({ coursePath, joinable }: { coursePath: string; joinable: EnrollableClass }) {
  const { t } = useTranslation();
  const enrol = useEnrolInClass(coursePath);
  const cohortPath = joinable.path;

  if (joinable.enrolmentType === 'invite_only') {
    return <p className="text-sm text-slate-700">{t('enrolment.actions.inviteOnly')}</p>;
  }
  if (joinable.enrolmentType === 'access_code') {
    return (
      <CodeForm
        label={t('enrolment.actions.accessCode')}
        hint={t('enrolment.actions.accessCodeHint')}
        submitLabel={t('enrolment.actions.enrolWithCode')}
        busy={enrol.isPending}
        error={enrol.error}
        onSubmit={(accessCode) => enrol.mutate({ cohortPath, accessCode })}
      />
    );
  }
  const approval = joinable.enrolmentType === 'approval';
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={PRIMARY_BUTTON}
        disabled={enrol.isPending}
        onClick={() => enrol.mutate({ cohortPath })}
      >
        {enrol.isPending
          ? t('enrolment.actions.sending')
          : t(approval ? 'enrolment.actions.requestToJoin' : 'enrolment.actions.enrol')}
      </button>
      <ErrorAlert error={enrol.error} />
    </div>
  );
}
