import { mergeMethods, resource } from '../../rpc/method';
import { ownDataMethods } from './user-methods/own-data';
import { signUpMethods } from './user-methods/sign-up';

/** Users: one resource, its methods grouped by topic in user-methods/. */
export const userResource = resource(
  'user',
  mergeMethods(signUpMethods, ownDataMethods),
  (created) => (created as { userId: string }).userId,
);
