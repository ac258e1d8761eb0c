import type { emailCalls } from '../../common/api/email';
import { call, callQuery } from './call';

const listKeptMail = call<(typeof emailCalls)['listKeptMail']>('email', 'lookup', 'listKeptMail');

/** A page of the mail outbox (staff only), older than the message `before` when given. */
export const keptMailQuery = (before: string | undefined) =>
  callQuery(listKeptMail, { input: before ? { before } : {} });
