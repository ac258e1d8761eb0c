import type { outcomeCalls } from '../../common/api/outcomes';
import { type CallInput, call, callKeyPrefix, callQuery, request } from './call';

type Calls = typeof outcomeCalls;

const getOutcomes = call<Calls['getOutcomes']>('course', 'read', 'getOutcomes');
const addCall = call<Calls['addOutcome']>('course', 'update', 'addOutcome');
const editCall = call<Calls['editOutcome']>('course', 'update', 'editOutcome');
const moveCall = call<Calls['moveOutcome']>('course', 'update', 'moveOutcome');
const removeCall = call<Calls['removeOutcome']>('course', 'delete', 'removeOutcome');
const visibilityCall = call<Calls['setAlignmentVisibility']>('course', 'update', 'setAlignmentVisibility');
const blockAlignment = call<Calls['blockAlignment']>('quiz', 'read', 'blockAlignment');
const alignBlockCall = call<Calls['alignBlock']>('quiz', 'update', 'alignBlock');
const bankAlignment = call<Calls['bankAlignment']>('questionbank', 'read', 'bankAlignment');
const alignQuestionCall = call<Calls['alignQuestion']>('questionbank', 'update', 'alignQuestion');
const getAttainment = call<Calls['getAttainment']>('course', 'read', 'getAttainment');
const getMyAttainment = call<Calls['getMyAttainment']>('course', 'read', 'getMyAttainment');

const loginRequired = { loginRequired: true };

/** The outcome lists, with their alignment counts: what an alignment changed makes stale. */
export const outcomesKey = callKeyPrefix(getOutcomes);

/** What an outcome written makes stale besides its list: every picker and the attainment shown. */
export const alignmentKeys = [
  callKeyPrefix(blockAlignment),
  callKeyPrefix(bankAlignment),
  callKeyPrefix(getAttainment),
] as const;

/** A course's outcomes with their alignments, and whether learners see their attainment (its writers only). */
export const outcomesQuery = (coursePath: string) =>
  callQuery(getOutcomes, { id: coursePath }, loginRequired);

/** The outcome writes of the outcomes tab: each answers the course's outcomes as they now are. */
export const outcomeWrites = {
  add: (coursePath: string, input: CallInput<Calls['addOutcome']>) =>
    request(addCall, { id: coursePath, input }, loginRequired),
  edit: (coursePath: string, input: CallInput<Calls['editOutcome']>) =>
    request(editCall, { id: coursePath, input }, loginRequired),
  move: (coursePath: string, input: CallInput<Calls['moveOutcome']>) =>
    request(moveCall, { id: coursePath, input }, loginRequired),
  remove: (coursePath: string, input: CallInput<Calls['removeOutcome']>) =>
    request(removeCall, { id: coursePath, input }, loginRequired),
  visibility: (coursePath: string, input: CallInput<Calls['setAlignmentVisibility']>) =>
    request(visibilityCall, { id: coursePath, input }, loginRequired),
};

/** The course's outcomes and those a quiz block assesses (the block's alignment tab). */
export const blockAlignmentQuery = (blockId: string) =>
  callQuery(blockAlignment, { id: blockId }, loginRequired);
export const alignBlock = (blockId: string, outcomeIds: string[]) =>
  request(alignBlockCall, { id: blockId, input: { outcomeIds } }, loginRequired);

/** The course's outcomes and those each question of a bank assesses. */
export const bankAlignmentQuery = (bankId: string) => callQuery(bankAlignment, { id: bankId }, loginRequired);
export const alignQuestion = (bankId: string, input: CallInput<Calls['alignQuestion']>) =>
  request(alignQuestionCall, { id: bankId, input }, loginRequired);

/** One page of the attainment of the learners the caller may see, of one class or of all (`cohortPath` empty). */
export const attainmentQuery = (coursePath: string, cohortPath: string, page: number) =>
  callQuery(
    getAttainment,
    { id: coursePath, input: { ...(cohortPath && { cohortPath }), page } },
    loginRequired,
  );

/** The signed-in learner's own attainment of a course's outcomes. */
export const myAttainmentQuery = (coursePath: string) =>
  callQuery(getMyAttainment, { id: coursePath }, loginRequired);
