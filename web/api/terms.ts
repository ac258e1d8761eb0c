import type { ScheduleTosUpdateInput, termsCalls } from '../../common/api/terms';
import type { TermsDates, TermsType, TosAcceptanceDates } from '../../common/terms-types';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { type CallInput, call, callKey, callQuery, request } from './call';

// The terms-of-service calls of spec §7; every one but the documents needs a signed-in user.
type Calls = typeof termsCalls;
const updateDates = call<Calls['get_terms_of_service_update_dates']>(
  'user',
  'lookup',
  'get_terms_of_service_update_dates',
);
const nextUpdateDates = call<Calls['get_terms_of_service_next_update_dates']>(
  'user',
  'lookup',
  'get_terms_of_service_next_update_dates',
);
const accept = call<Calls['accept_terms_of_service_by_type']>(
  'user',
  'execute',
  'accept_terms_of_service_by_type',
);
const schedule = call<Calls['scheduleTosUpdate']>('user', 'execute', 'scheduleTosUpdate');
const termsDocument = call<Calls['getTermsDocument']>('user', 'lookup', 'getTermsDocument');

/** Query keys of the two terms date lists; both reload after a terms update is scheduled (spec §7). */
export const TERMS_DATES_KEYS = { inForce: callKey(updateDates), scheduled: callKey(nextUpdateDates) };

/** Effective dates of the terms versions in force, per type, newest first. */
export function fetchTermsUpdateDates(): Promise<TermsDates> {
  return request(updateDates).catch(rejectWith('terms.updateDatesError'));
}

/** Effective dates of the terms versions scheduled for later, per type, soonest first. */
export function fetchTermsNextUpdateDates(): Promise<TermsDates> {
  return request(nextUpdateDates).catch(rejectWith('terms.nextUpdateDatesError'));
}

// Spec §8: a failed dates load shows what the server answered, else the catalogue's fallback.
function rejectWith(fallbackKey: 'terms.updateDatesError' | 'terms.nextUpdateDatesError') {
  return async (error: unknown): Promise<never> => {
    const answered = error instanceof ApiError && error.status > 0 && error.reason;
    if (!answered) throw new Error(i18n.t(fallbackKey));
    // The reason's words (and the error catalogue's English) load when a load fails: the terms
    // gate asks for the dates on every signed-in person's first page.
    const { serverReasonText } = await import('../lib/field-error');
    throw new Error(serverReasonText(error));
  };
}

/** Records that the signed-in user accepts the terms of `type` in force now. */
export function acceptTermsByType(type: TermsType): Promise<TosAcceptanceDates> {
  return request(accept, { input: { type } });
}

/** Schedules a new version of each type from `datetime` (staff only); resolves with the next dates. */
export function scheduleTosUpdate(input: ScheduleTosUpdateInput): Promise<TermsDates> {
  return request(schedule, { input });
}

/** The text of a type of terms in a language (the version in force unless one is named); public. */
export const termsDocumentQuery = (input: CallInput<Calls['getTermsDocument']>) =>
  callQuery(termsDocument, { input });
