// Money as a form types it: major units (149.50) of a currency with two decimals, as all four of
// spec §9 have; the server takes minor units (14950). The class form's prices, a refund's amount and
// a certificate's price read and show them alike.

/** What was typed in minor units: "149", "149.5" and "149,50" (a decimal comma) read; else null. */
export function minorUnitsOf(typed: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as a field shows them: 14950 as "149.50". */
export const majorUnitsOf = (minor: number) => (minor / 100).toFixed(2);
