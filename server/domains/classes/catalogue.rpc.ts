import { catalogueCalls } from '../../../common/api/catalogue';
import { serve, servedMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { searchCatalogue } from './catalogue-search';

/** The catalogue: a method of the `course` resource (course.rpc.ts), open to everyone. */
export const catalogueMethods = servedMethods(
  serve(catalogueCalls.search, {
    allow: anyone,
    run: (db, _ctx, _loaded, input) => searchCatalogue(db, input),
  }),
);
