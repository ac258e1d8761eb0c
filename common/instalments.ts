// Instalment plans (spec §3 Course instalmentPlan, Payment state isInstalmentPayment and
// selectedInstalmentPlan, §7 instalmentplan), without zod, so the web's screens may read them.

/** The numbers of monthly parts a course may let its classes be paid in. */
export const INSTALMENT_PARTS = [2, 3, 4, 6, 12] as const;

export type InstalmentParts = (typeof INSTALMENT_PARTS)[number];

/** Is `value` a number of parts a course may offer? */
export function isInstalmentParts(value: unknown): value is InstalmentParts {
  return (INSTALMENT_PARTS as readonly unknown[]).includes(value);
}

/**
 * A price split into `parts` monthly parts, in minor units: the later parts are equal (rounded
 * down) and the first takes the remainder, so the parts always add up to the price.
 */
export function instalmentAmounts(totalMinor: number, parts: number): number[] {
  const later = Math.floor(totalMinor / parts);
  return [totalMinor - later * (parts - 1), ...Array.from({ length: parts - 1 }, () => later)];
}

/** How one part of an instalment plan stands on the buyer's payments page. */
export const INVOICE_STATUSES = ['paid', 'refunded', 'overdue', 'due', 'upcoming'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
