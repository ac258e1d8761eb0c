import { catalogueCalls } from '../../../common/api/catalogue';
import { serve, servedMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { searchCatalogue } from './catalogue-search';

/**
 * The catalogue, a method classes add to the `course` resource, open to everyone: its sorts read
 * the courses' classes (start dates, prices, enrolments).
 */
export const catalogueMethods = servedMethods(
  serve(catalogueCalls.search, {
    allow: anyone,
    run: (db, _ctx, _loaded, input) => searchCatalogue(db, input),
  }),
);
