import { outcomeCalls } from '../../../common/api/outcomes';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { serve, servedMethods } from '../../rpc/method';
import { alignBlock, blockAlignment, loadAlignedBlock } from './block-alignment';
import { alignOutcomes, designBank } from './policy';
import { alignQuestion, bankAlignment } from './question-alignment';
import { loadBank } from './question-banks';

/** The block at the path id, for its course's writers. */
const ofBlock = {
  allow: alignOutcomes,
  load: (db: Db, ctx: RequestContext, blockId: string) => loadAlignedBlock(db, ctx.actor.userId, blockId),
};

/** The bank at the path id, for its course's writers. */
const ofBank = {
  allow: designBank,
  load: (db: Db, ctx: RequestContext, bankId: string) => loadBank(db, ctx.actor.userId, bankId),
};

/** A quiz block's `alignment` tab, added to the `quiz` resource: the outcomes it assesses. */
export const blockAlignmentMethods = servedMethods(
  serve(outcomeCalls.blockAlignment, { ...ofBlock, run: (db, _ctx, block) => blockAlignment(db, block) }),
  serve(outcomeCalls.alignBlock, {
    ...ofBlock,
    run: (db, _ctx, block, input) => alignBlock(db, block, input.outcomeIds),
  }),
);

/** The outcomes each question of a bank assesses, added to the `questionbank` resource. */
export const questionAlignmentMethods = servedMethods(
  serve(outcomeCalls.bankAlignment, { ...ofBank, run: (db, _ctx, bank) => bankAlignment(db, bank) }),
  serve(outcomeCalls.alignQuestion, {
    ...ofBank,
    run: (db, _ctx, bank, input) => alignQuestion(db, bank, input.questionId, input.outcomeIds),
  }),
);
