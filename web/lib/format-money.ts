import { currentLanguage } from '../i18n/i18n';

/** An amount in minor units (cents, sen) in its currency, as the interface language writes money. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency }).format(minor / 100);
}
