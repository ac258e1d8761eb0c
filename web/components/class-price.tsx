import { useTranslation } from 'react-i18next';
import type { LocalPrice } from '../../common/api/cohort';
import { isPriced } from '../../common/domain/class-price';
import { formatMoney } from '../lib/format-money';

/** A class's price in its currency (spec §3 localPrice), with the student price when it has one; or "Free". */
export function ClassPrice({ price }: { price: LocalPrice }) {
  const { t } = useTranslation();
  if (!isPriced(price)) return <>{t('enrolment.price.free')}</>;
  const student = price.studentPriceMinor > 0 && price.studentPriceMinor !== price.coursePriceMinor;
  return (
    <>
      {formatMoney(price.coursePriceMinor, price.currency)}
      {student &&
        ` · ${t('enrolment.price.students', { price: formatMoney(price.studentPriceMinor, price.currency) })}`}
    </>
  );
}
