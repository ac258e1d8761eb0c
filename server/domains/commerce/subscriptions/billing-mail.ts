import { SCREEN_ROUTES } from '../../../../common/routes';
import type { MailTemplateKey } from '../../../mail/copy/mail-copy';
import type { MailMessage } from '../../../mail/mailer';

/** The subscriber a billing mail goes to, as their account says. */
export interface Subscriber {
  email: string;
  fullName: string;
  language: string;
  timezone: string;
}

/** What a billing mail says: the plan, an amount in its currency, a date, and where to act. */
export interface BillingFacts {
  subscriptionId: string;
  plan: string;
  amountMinor: number;
  currency: string;
  date: Date | null;
  reason?: string | null;
}

/**
 * A mail about a subscription's money (a trial ending, a declined renewal or instalment, a
 * suspension) in the
 * subscriber's language, with the amount and date as they read them. A trial's reminder links to
 * the subscriptions page (to cancel in time); a decline to the page that takes a new card.
 */
export function billingMail(
  template: Extract<
    MailTemplateKey,
    | 'trial_ending'
    | 'payment_declined'
    | 'subscription_suspended'
    | 'instalment_declined'
    | 'instalment_suspended'
  >,
  subscriber: Subscriber,
  facts: BillingFacts,
  publicUrl: string,
): MailMessage {
  const locale = subscriber.language === 'ms' ? 'ms-MY' : subscriber.language === 'id' ? 'id-ID' : 'en-GB';
  const path =
    template === 'trial_ending'
      ? SCREEN_ROUTES.subscriptions
      : `${SCREEN_ROUTES.cardUpdate}?subscriptionId=${facts.subscriptionId}`;
  return {
    to: subscriber.email,
    template,
    language: subscriber.language,
    values: {
      fullName: subscriber.fullName,
      plan: facts.plan,
      amount: new Intl.NumberFormat(locale, { style: 'currency', currency: facts.currency }).format(
        facts.amountMinor / 100,
      ),
      date: facts.date
        ? new Intl.DateTimeFormat(locale, {
            dateStyle: 'long',
            timeZone: safeZone(subscriber.timezone),
          }).format(facts.date)
        : '',
      reason: facts.reason ?? '',
      link: new URL(path, publicUrl).toString(),
    },
  };
}

/** A time zone Intl knows, or UTC. */
function safeZone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}
