import { z } from 'zod';
import { TERMS_TYPES } from '../terms-types';
import { contract } from './contract';

export const UNKNOWN_TERMS_TYPE_REASON = 'Choose a known type of terms';
export const NO_TERMS_TYPE_REASON = 'Choose at least one type of terms';
export const INVALID_DATETIME_REASON = 'Enter a valid date and time';
export const PAST_DATETIME_REASON = 'Choose a date and time in the future';

const TermsTypeField = z.enum(TERMS_TYPES, { error: UNKNOWN_TERMS_TYPE_REASON });

/** `execute user accept_terms_of_service_by_type`. */
export const AcceptTermsInput = z.object({ type: TermsTypeField });

/** `execute user scheduleTosUpdate`: an ISO date-time with its offset, and the types it updates. */
export const ScheduleTosUpdateInput = z.object({
  datetime: z.iso.datetime({ offset: true, error: INVALID_DATETIME_REASON }),
  types: z.array(TermsTypeField, { error: NO_TERMS_TYPE_REASON }).min(1, { error: NO_TERMS_TYPE_REASON }),
});
export type ScheduleTosUpdateInput = z.infer<typeof ScheduleTosUpdateInput>;

/** `lookup user tosAcceptanceDates`: whose latest acceptance dates. */
export const TosAcceptanceDatesInput = z.object({
  user_id: z.uuid({ error: 'Enter a valid user id' }),
});

/** Effective dates (ISO) per type of terms, as common/terms-types.ts types them. */
export const TermsDates = z.record(z.enum(TERMS_TYPES), z.array(z.string()));

/** When a user last accepted each type of terms (ISO), as `tosAcceptanceDates` of spec §3. */
export const TosAcceptanceDates = z.record(z.string(), z.string());

/** The calls of the terms of service: their dates, acceptance, and scheduling a new version. */
export const termsCalls = {
  get_terms_of_service_update_dates: contract('user', 'lookup', 'get_terms_of_service_update_dates', {
    input: z.object({}),
    output: TermsDates,
  }),
  get_terms_of_service_next_update_dates: contract(
    'user',
    'lookup',
    'get_terms_of_service_next_update_dates',
    {
      input: z.object({}),
      output: TermsDates,
    },
  ),
  tosAcceptanceDates: contract('user', 'lookup', 'tosAcceptanceDates', {
    input: TosAcceptanceDatesInput,
    output: TosAcceptanceDates,
  }),
  accept_terms_of_service_by_type: contract('user', 'execute', 'accept_terms_of_service_by_type', {
    input: AcceptTermsInput,
    output: TosAcceptanceDates,
  }),
  scheduleTosUpdate: contract('user', 'execute', 'scheduleTosUpdate', {
    input: ScheduleTosUpdateInput,
    output: TermsDates,
  }),
};
