import { termsCalls } from '../../../../common/api/terms';
import { AppError, REASONS } from '../../../rpc/app-error';
import { serve, servedMethods } from '../../../rpc/method';
import { anyone, signedIn } from '../../../rpc/policy';
import { loadNamedUser, scheduleTerms, userOrStaff } from '../policy';
import { acceptTerms, scheduleTermsUpdate, termsDates, tosAcceptanceDatesOf } from '../terms';
import { termsDocument } from '../terms-documents';

/** Terms of service (spec §7): the update dates, the documents, acceptance, and scheduling a new version (staff). */
export const termsMethods = servedMethods(
  serve(termsCalls.get_terms_of_service_update_dates, {
    allow: signedIn,
    run: (db) => termsDates(db, 'inForce'),
  }),
  serve(termsCalls.get_terms_of_service_next_update_dates, {
    allow: signedIn,
    run: (db) => termsDates(db, 'scheduled'),
  }),
  serve(termsCalls.tosAcceptanceDates, {
    allow: userOrStaff,
    load: loadNamedUser,
    run: async (db, _ctx, named) => {
      const dates = await tosAcceptanceDatesOf(db, named.userId);
      if (!dates) throw new AppError('not_found', REASONS.notFound);
      return dates;
    },
  }),
  serve(termsCalls.accept_terms_of_service_by_type, {
    allow: signedIn,
    run: (db, ctx, _loaded, input) => acceptTerms(db, ctx.actor.userId, input.type),
  }),
  // The documents are public: the sign-up form links to them before there is an account.
  serve(termsCalls.getTermsDocument, {
    allow: anyone,
    run: (db, ctx, _loaded, input) => termsDocument(db, ctx.deps.config.BRAND_NAME, input),
  }),
  serve(termsCalls.scheduleTosUpdate, {
    allow: scheduleTerms,
    run: (db, ctx, _loaded, input) =>
      scheduleTermsUpdate(db, ctx.actor.userId, new Date(input.datetime), input.types),
  }),
);
