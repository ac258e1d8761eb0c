import type { CertificateSettings } from '../../../common/api/certification';
import type { Currency } from '../../../common/api/cohort';
import { majorUnitsOf, minorUnitsOf } from '../../lib/money-input';

/**
 * The designer's form: the settings as typed, the minimum minutes and the pass mark as their text
 * (empty: none), the price as whether it is paid, its currency and its amount in major units.
 */
export interface CertificateDraft
  extends Omit<CertificateSettings, 'minLearningMinutes' | 'passMark' | 'price'> {
  minLearningMinutes: string;
  passMark: string;
  paid: boolean;
  currency: Currency;
  amount: string;
}

/** The currency a price starts in. */
const DEFAULT_CURRENCY: Currency = 'MYR';

const textOf = (value: number | null) => (value === null ? '' : String(value));
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** May the rule's certificates be sold? Issuing by hand stays free. */
export const isSellable = (issueRule: CertificateSettings['issueRule']) => issueRule !== 'manual';

/** The form of saved settings. */
export function draftOf({
  enabled,
  design,
  logoKey,
  issueRule,
  minLearningMinutes,
  passMark,
  price,
}: CertificateSettings): CertificateDraft {
  return {
    enabled,
    design,
    logoKey: logoKey ?? null,
    issueRule,
    minLearningMinutes: textOf(minLearningMinutes),
    passMark: textOf(passMark),
    paid: price !== null,
    currency: price?.currency ?? DEFAULT_CURRENCY,
    amount: price ? majorUnitsOf(price.amount) : '',
  };
}

/** The settings a form sends; the server checks them and answers a reason by each field it refuses. */
export function settingsOf({ paid, currency, amount, ...draft }: CertificateDraft): CertificateSettings {
  return {
    ...draft,
    minLearningMinutes: numberOf(draft.minLearningMinutes),
    passMark: numberOf(draft.passMark),
    // An amount that is not one goes as NaN (null in JSON), which the server refuses by the field.
    price:
      paid && isSellable(draft.issueRule) ? { currency, amount: minorUnitsOf(amount) ?? Number.NaN } : null,
  };
}

/** Does the form differ from what was saved? */
export const isChanged = (draft: CertificateDraft, saved: CertificateDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);
