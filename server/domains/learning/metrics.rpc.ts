import { SavedPageLeave, SavePageLeaveInput } from '../../../common/api/metrics';
import { method } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { endpoint } from '../../rpc/registry';
import { savePageLeave } from './page-leave';

/** `POST /api/save-metric/pageLeave/`: sent by a beacon as a page is left (spec §7). */
const savePageLeaveMetric = method({
  input: SavePageLeaveInput,
  output: SavedPageLeave,
  allow: anyone,
  run: async (db, ctx, _loaded, input) => {
    await savePageLeave(db, ctx.actor.userId, { ...input.data, path: input.path });
    return { saved: true as const };
  },
});

/** The metric endpoints of the /api prefix. */
export const metricsEndpoints = [endpoint('POST', '/api/save-metric/pageLeave/', savePageLeaveMetric)];
