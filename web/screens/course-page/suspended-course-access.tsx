import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { myInstalmentPlansQuery, type UserInstalmentPlan } from '../../api/instalment-plans';
import { formatMoney } from '../../lib/format-money';
import { brandName } from '../subscriptions/subscription-parts';
import { CourseAccessDeniedModal } from './course-access-denied-modal';

/**
 * The plan of the course at `coursePath` whose unpaid part suspended the buyer's place: a suspended
 * one, else one still retrying its charge (past due); undefined when none is.
 */
function owingPlanOf(plans: readonly UserInstalmentPlan[], coursePath: string) {
  const ofCourse = plans.filter((plan) => plan.course.path.toLowerCase() === coursePath.toLowerCase());
  return (
    ofCourse.find((plan) => plan.status === 'suspended') ??
    ofCourse.find((plan) => plan.status === 'past_due')
  );
}

/**
 * A learner whose class place is suspended until an unpaid instalment is paid (the refusal's reason
 * `refusal.enrolmentSuspended`): the access-denied modal's suspended variant, naming the part owed
 * and the subscription to pay it with once the learner's plans are read.
 */
export function SuspendedCourseAccess({ error, coursePath }: { error: ApiError; coursePath: string }) {
  const { t } = useTranslation();
  const plans = useQuery(myInstalmentPlansQuery());
  const plan = plans.data && owingPlanOf(plans.data.instalmentPlans, coursePath);
  const unpaid =
    plan?.paymentInvoices.find((invoice) => invoice.status === 'overdue') ??
    plan?.paymentInvoices.find((invoice) => invoice.status === 'due');
  return (
    <CourseAccessDeniedModal coursePath={coursePath} status="suspended" subscriptionId={plan?.id}>
      {plans.isPending ? (
        <p role="status">{t('membership.accessDenied.suspended.loading')}</p>
      ) : plan && unpaid ? (
        <p>
          {t('membership.accessDenied.suspended.body', {
            className: plan.cohortName,
            part: unpaid.part,
            parts: plan.parts,
            amount: formatMoney(unpaid.amount, plan.currency),
          })}
        </p>
      ) : (
        <p>{describeError(error)}</p>
      )}
      {plan?.card && (
        <p className="text-sm">
          {t('membership.accessDenied.suspended.card', {
            brand: brandName(plan.card.brand),
            last4: plan.card.last4,
          })}
        </p>
      )}
    </CourseAccessDeniedModal>
  );
}
