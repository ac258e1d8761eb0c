import { profileCalls } from '../../../../common/api/profile';
import { serve, servedMethods } from '../../../rpc/method';
import { anyone, signedIn } from '../../../rpc/policy';
import { fansOf, follow, unfollow } from '../follows';

/** Fans: following and unfollowing a profile, and the list of a profile's fans. */
export const fanMethods = servedMethods(
  serve(profileCalls.follow, {
    allow: signedIn,
    run: (db, ctx, _loaded, input) => follow(db, ctx.actor.userId, input.profileName),
  }),
  serve(profileCalls.unfollow, {
    allow: signedIn,
    run: (db, ctx, _loaded, input) => unfollow(db, ctx.actor.userId, input.profileName),
  }),
  serve(profileCalls.fans, {
    allow: anyone,
    run: (db, ctx, _loaded, input) => fansOf(db, ctx.actor.userId, input.profileName, input.page),
  }),
);
