import { useTranslation } from 'react-i18next';
import type { EnrollableClass } from '../../../common/api/enrolment';
import { isPriced } from '../../../common/domain/class-price';
import { ClassPrice } from '../../components/class-price';
import { formatDateTime } from '../../lib/format-date-time';
import { BuyPlaceButton } from './buy-place-button';
import { ClassJoinAction } from './class-join-action';
import { VoucherForm } from './voucher-form';

/** Why a class takes nobody now, or where the caller stands in it; null when they may join. */
function standing(joinable: EnrollableClass): string | null {
  if (joinable.myStatus === 'active') return 'enrolment.class.enrolled';
  if (joinable.myStatus === 'suspended') return 'enrolment.class.suspended';
  if (joinable.ended) return 'enrolment.class.ended';
  if (joinable.closed) return 'enrolment.class.closed';
  if (joinable.seatsLeft === 0) return 'enrolment.class.full';
  if (joinable.myStatus === 'pending') return 'enrolment.class.pending';
  return null;
}

/**
 * One class of the course: its mode, price, dates in its own zone, seats, and the way in. A priced
 * class is bought through the checkout instead of offering a free way in; an enrolment code (and an
 * invitation to an invite-only class) still lets a learner in.
 */
export function ClassCard({ coursePath, joinable }: { coursePath: string; joinable: EnrollableClass }) {
  const { t } = useTranslation();
  const zone = joinable.classAccessTz;
  const dates: Array<[string, EnrollableClass['startDate']]> = [
    [t('enrolment.class.starts'), joinable.startDate],
    [t('enrolment.class.ends'), joinable.endDate],
    [t('enrolment.class.closes'), joinable.enrolmentCloseDate],
  ];
  const state = standing(joinable);
  const waiting = joinable.myStatus === 'pending';
  const awaitsPayment = isPriced(joinable.localPrice) && joinable.enrolmentType !== 'invite_only';
  return (
    <article aria-labelledby={`class-${joinable.path}`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`class-${joinable.path}`} className="text-lg font-semibold text-slate-900">
        {joinable.name}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-800">{t('enrolment.class.mode')}: </dt>
          <dd className="inline text-slate-700">{t(`enrolment.modes.${joinable.mode}`)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800">{t('enrolment.class.price')}: </dt>
          <dd className="inline text-slate-700">
            <ClassPrice price={joinable.localPrice} />
          </dd>
        </div>
        {dates.map(
          ([label, date]) =>
            date && (
              <div key={label}>
                <dt className="inline font-medium text-slate-800">{label}: </dt>
                <dd className="inline text-slate-700">{formatDateTime(date.iso, zone)}</dd>
              </div>
            ),
        )}
        <div>
          <dt className="inline font-medium text-slate-800">{t('enrolment.class.seats')}: </dt>
          <dd className="inline text-slate-700">
            {joinable.seatsLeft === null
              ? t('enrolment.class.unlimited')
              : t('enrolment.class.seatsLeft', { count: joinable.seatsLeft })}
          </dd>
        </div>
      </dl>
      {joinable.startDate && (
        <p className="mt-1 text-xs text-slate-600">{t('enrolment.class.zone', { zone })}</p>
      )}
      <div className="mt-4 flex flex-col gap-3">
        {state && (
          <p className="font-medium text-slate-900" role="status">
            {t(state as 'enrolment.class.enrolled')}
          </p>
        )}
        {joinable.myStatus === 'rejected' && state === null && (
          <p className="text-sm text-slate-700">{t('enrolment.class.rejected')}</p>
        )}
        {(state === null || waiting) && (
          <>
            {!waiting &&
              (awaitsPayment ? (
                <BuyPlaceButton joinable={joinable} />
              ) : (
                <ClassJoinAction coursePath={coursePath} joinable={joinable} />
              ))}
            <VoucherForm coursePath={coursePath} cohortPath={joinable.path} />
          </>
        )}
      </div>
    </article>
  );
}
