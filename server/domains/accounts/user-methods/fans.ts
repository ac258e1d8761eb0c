import { FansInput, FollowInput } from '../../../../common/api/profile';
import { method, type ResourceMethods } from '../../../rpc/method';
import { anyone, signedIn } from '../../../rpc/policy';
import { fansOf, follow, unfollow } from '../follows';

/** Fans: following and unfollowing a profile, and the list of a profile's fans. */
export const fanMethods: ResourceMethods = {
  execute: {
    follow: method({
      input: FollowInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => follow(db, ctx.actor.userId!, input.profileName),
    }),
    unfollow: method({
      input: FollowInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => unfollow(db, ctx.actor.userId!, input.profileName),
    }),
  },
  lookup: {
    fans: method({
      input: FansInput,
      allow: anyone,
      run: (db, ctx, _loaded, input) => fansOf(db, ctx.actor.userId, input.profileName, input.page),
    }),
  },
};
