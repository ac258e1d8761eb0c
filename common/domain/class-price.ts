/** A class's prices in minor units of its currency (spec §3 Class edit form, localPrice). */
export interface ClassPrices {
  coursePriceMinor: number;
  studentPriceMinor: number;
}

/**
 * Does the class have a price? Until payment exists a priced class lets no one in for free: only
 * an invitation or an enrolment code (staff's own decisions) does.
 */
export function isPriced(prices: ClassPrices): boolean {
  return prices.coursePriceMinor > 0 || prices.studentPriceMinor > 0;
}
