import { SavedPageLeave, SavePageLeaveInput } from '../../../common/api/metrics';
import { method } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { endpoint } from '../../rpc/registry';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { savePageLeave } from './page-leave';

/**
 * Page-leave metrics from one client address: a reader leaves a page every few seconds at most,
 * and a school behind one address still fits; a script filling the table does not.
 */
export const PAGE_LEAVES_PER_ADDRESS: RateLimit = { name: 'page-leave', max: 300, windowSeconds: 60 * 60 };

/**
 * The largest page-leave body: a metric at the limits of common/domain/page-leave-limits.ts, in
 * ASCII, with its path twice and the CSRF token, takes about 25 KB.
 */
export const PAGE_LEAVE_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * `POST /api/save-metric/pageLeave/`: sent by a beacon as a page is left (spec §7), by anyone. The
 * rate limit is counted outside the write's transaction, so refused requests count too.
 */
const savePageLeaveMetric = method({
  input: SavePageLeaveInput,
  output: SavedPageLeave,
  allow: anyone,
  transaction: false,
  run: async (db, ctx, _loaded, input) => {
    await hitRateLimit(db, PAGE_LEAVES_PER_ADDRESS, ctx.client.ip);
    await savePageLeave(db, ctx.actor.userId, { ...input.data, path: input.path });
    return { saved: true as const };
  },
});

/** The metric endpoints of the /api prefix. */
export const metricsEndpoints = [
  endpoint('POST', '/api/save-metric/pageLeave/', savePageLeaveMetric, {
    bodyLimit: PAGE_LEAVE_BODY_LIMIT_BYTES,
  }),
];
