import type { QueryClient } from '@tanstack/react-query';
import type { announcementCalls } from '../../common/api/announcement';
import { type CallInput, call, callQuery, request } from './call';
import { feedKeys } from './feed';

// Announcements (common/api/announcement.ts): staff's posts to a course or a class, read in the
// class feeds; edited, removed, commented on and given kudos as any post (api/feed.ts).
type Calls = typeof announcementCalls;

const createCall = call<Calls['createAnnouncement']>('announcement', 'create', undefined);
const targets = call<Calls['getTargets']>('announcement', 'read', 'getTargets');

const SIGNED_IN = { loginRequired: true };

/** Where the caller may announce in the course of the class at `cohortPath`, as query options. */
export const announcementTargetsQuery = (cohortPath: string) =>
  callQuery(targets, { id: cohortPath }, SIGNED_IN);

/** Posts an announcement (`cohortPath` null: to the whole course). */
export function createAnnouncement(input: CallInput<Calls['createAnnouncement']>) {
  return request(createCall, { input }, SIGNED_IN);
}

/** After an announcement: every loaded class feed reads again (it may reach several). */
export function afterAnnouncement(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: feedKeys.allClassFeeds });
}
