import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { enrolInQualification, landingChanged, withdrawFromQualification } from '../../api/qualifications';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';

/**
 * Enrol in the qualification, or withdraw once enrolled; a visitor who enrols is asked to sign in
 * first (the call is login-required), and the answer is the landing page as it is now.
 */
export function EnrolmentActions({ code, enrolled }: { code: string; enrolled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => (enrolled ? withdrawFromQualification(code) : enrolInQualification(code)),
    onSuccess: (answer) => landingChanged(queryClient, code, answer),
  });
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className={enrolled ? SECONDARY_BUTTON : PRIMARY_BUTTON}
        disabled={change.isPending}
        onClick={() => change.mutate()}
      >
        {enrolled ? t('qualifications.landing.withdraw') : t('qualifications.landing.enrol')}
      </button>
      {change.isError && <FormAlert message={describeError(change.error)} />}
    </div>
  );
}
