import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { certificatesChanged, issueCertificate } from '../../api/certification-admin';
import { describeError } from '../../api/describe-error';

/** A learner the course team issues a certificate to by hand. */
interface Learner {
  userId: string;
  fullName: string;
}

/**
 * Issuing one learner's certificate by hand (from the uncertified learners or their requests): the
 * notice once issued, the lists read again, and why a refused one was refused (`refusal`).
 */
export function useIssueByHand(coursePath: string, onDone: (message: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const issue = useMutation({
    mutationFn: (learner: Learner) => issueCertificate(coursePath, learner.userId),
    onSuccess: (_issued, learner) => {
      onDone(t('certificationAdmin.issue.done', { name: learner.fullName }));
      return certificatesChanged(queryClient);
    },
  });
  const refusal = issue.isError
    ? t('certificationAdmin.issue.refused', {
        name: issue.variables.fullName,
        reason: describeError(issue.error),
      })
    : undefined;
  return { issue, refusal };
}
