import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { courseJoinPath } from '../../lib/paths';
import { cardUpdatePath } from '../payment/payment-paths';
import { StatusBadge } from '../subscriptions/subscription-parts';

interface CourseAccessDeniedModalProps {
  coursePath: string;
  /**
   * 'suspended': the reader's class place is suspended until an unpaid instalment is paid (spec §4
   * "shows the modal with a subscription id and suspended status"); else they are not a learner.
   */
  status?: 'suspended' | undefined;
  /** The subscription paying the suspended place's instalment plan, once found. */
  subscriptionId?: string | undefined;
  /** What the suspended variant says: the unpaid instalment, or a loading line. */
  children?: ReactNode;
}

/**
 * The COURSE_ACCESS_DENIED modal (spec §8): a signed-in reader who is not a learner of the course.
 * Blocking: its two links are the ways on, to the landing page's classes or to the catalogue. A
 * learner whose place is suspended is shown why instead, with the way to pay (spec §4).
 */
export function CourseAccessDeniedModal({
  coursePath,
  status,
  subscriptionId,
  children,
}: CourseAccessDeniedModalProps) {
  const { t } = useTranslation();
  if (status === 'suspended') {
    return (
      <Modal title={t('membership.accessDenied.suspended.title')}>
        <StatusBadge status={status} />
        <div className="mt-4 space-y-3 text-slate-700">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">
          {/* The card update is a payment screen with its own CSP: a full page load, not the router. */}
          {subscriptionId && (
            <a href={cardUpdatePath(subscriptionId)} className={PRIMARY_BUTTON}>
              {t('membership.accessDenied.suspended.updateCardAndPay')}
            </a>
          )}
          <Link
            to={SCREEN_ROUTES.instalmentPayments}
            className={subscriptionId ? SECONDARY_BUTTON : PRIMARY_BUTTON}
          >
            {t('membership.accessDenied.suspended.payments')}
          </Link>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('membership.accessDenied.title')}>
      <p className="text-slate-700">{t('membership.accessDenied.body')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={courseJoinPath(coursePath)} className={PRIMARY_BUTTON}>
          {t('membership.accessDenied.seeClasses')}
        </Link>
        <Link to={SCREEN_ROUTES.courses} className={SECONDARY_BUTTON}>
          {t('membership.accessDenied.catalogue')}
        </Link>
      </div>
    </Modal>
  );
}
