import { z } from 'zod';
import { LANGUAGES } from '../constants';
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

/** `lookup user getTermsDocument`: the document of a version (the one in force when none is named). */
export const TermsDocumentInput = z.object({
  type: TermsTypeField,
  /** The effective date of the version, as the date lists give it. */
  version: z.iso.datetime({ offset: true, error: INVALID_DATETIME_REASON }).optional(),
  language: z.enum(LANGUAGES).optional(),
});

/** The text of one terms document in one language: a title and its sections. */
export const TermsDocument = z.object({
  type: z.enum(TERMS_TYPES),
  /** The effective date (ISO) of the version shown. */
  version: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type TermsDocument = z.infer<typeof TermsDocument>;

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
  getTermsDocument: contract('user', 'lookup', 'getTermsDocument', {
    input: TermsDocumentInput,
    output: TermsDocument,
  }),
  scheduleTosUpdate: contract('user', 'execute', 'scheduleTosUpdate', {
    input: ScheduleTosUpdateInput,
    output: TermsDates,
  }),
};
