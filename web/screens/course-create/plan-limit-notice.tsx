import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { planOffersQuery } from '../../api/subscriptions';
import { useAuthState } from '../../auth/use-auth-state';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { SubscribeModal } from '../subscriptions/subscribe-modal';
import { useSubscribeModal } from '../subscriptions/subscribe-modal-state';

/**
 * The plan's course allowance is used up: what that means and where to go next. Someone on the free
 * plan is offered the educator plan in its subscribe modal (spec §4), as a free trial while theirs
 * is still to take; someone already on it keeps building the courses they have, or contacts us.
 */
export function PlanLimitNotice({ limit, canUpgrade }: { limit: number; canUpgrade: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-amber-900">
      <p className="font-semibold">{t('courseCreate.limitReached', { limit })}</p>
      {canUpgrade ? (
        <>
          <p className="mt-2">{t('courseCreate.limitUpgrade')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <UpgradeOffer limit={limit} />
            <Link to={SCREEN_ROUTES.myCourses} className={SECONDARY_BUTTON}>
              {t('courseCreate.limitMyCourses')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2">{t('courseCreate.limitExplanation')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={SCREEN_ROUTES.myCourses} className={PRIMARY_BUTTON}>
              {t('courseCreate.limitMyCourses')}
            </Link>
            <Link to={SCREEN_ROUTES.contact} className={SECONDARY_BUTTON}>
              {t('courseCreate.limitContact')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

/** The button that opens the educator plan's modal: a free trial when the creator may still take it. */
function UpgradeOffer({ limit }: { limit: number }) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const offers = useQuery(planOffersQuery('educator', currentUser?.userId ?? null));
  const modal = useSubscribeModal();
  // A trial for someone who may still take it (and holds no plan of the kind).
  const trial =
    offers.data?.trialAvailable === true &&
    offers.data.current === null &&
    offers.data.plans.some((plan) => plan.trialDays > 0);
  // The offer is worded once the plans are known (a failure to load them is told in the modal).
  if (offers.isPending) return null;
  return (
    <>
      <button
        type="button"
        className={PRIMARY_BUTTON}
        onClick={() => modal.open(trial ? 'trial' : 'subscribe')}
      >
        {trial ? t('courseCreate.limitTryFree') : t('courseCreate.limitUpgradeButton')}
      </button>
      <SubscribeModal kind="educator" modal={modal} reason={t('courseCreate.limitReached', { limit })} />
    </>
  );
}
