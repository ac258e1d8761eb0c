import { CatalogueSearchInput } from '../../../common/api/catalogue';
import { method, type ResourceMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { searchCatalogue } from './catalogue-search';

/** The catalogue: a method of the `course` resource (course.rpc.ts). */
export const catalogueMethods: ResourceMethods = {
  lookup: {
    search: method({
      input: CatalogueSearchInput,
      allow: anyone,
      run: (db, _ctx, _loaded, input) => searchCatalogue(db, input),
    }),
  },
};
