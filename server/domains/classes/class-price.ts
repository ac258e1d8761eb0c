import type { Currency, LocalPrice } from '../../../common/api/cohort';

/** A class row's prices as spec §3 localPrice: in the class's own currency, no conversion until commerce. */
export function localPrice(row: {
  currency: string;
  coursePriceMinor: number;
  studentPriceMinor: number;
}): LocalPrice {
  return {
    currency: row.currency as Currency,
    coursePriceMinor: row.coursePriceMinor,
    studentPriceMinor: row.studentPriceMinor,
  };
}
