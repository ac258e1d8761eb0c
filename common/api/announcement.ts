import { z } from 'zod';
import { contract } from './contract';
import { EditPostInput, Post } from './feed';

/**
 * Announcements (spec resource `announcement`; §3 Post type): a post with no block by course or class
 * staff, to the whole course (every class of it) or to one class, shown in the class feeds it reaches
 * (one feed item per class) marked as an announcement; commented on, given kudos, edited and removed
 * through the `feed` and `comment` calls like any post. Course staff (course administrators and
 * platform staff) announce to the course or any class of it; a class's teachers (its managers and
 * facilitators) to their class. Media: `announcementMediaUploadPath`, then as a post's.
 */

/** `announcement create`: `cohortPath` null announces to the whole course. */
export const CreateAnnouncementInput = EditPostInput.extend({
  coursePath: z.string({ error: 'Choose a course.' }).trim().min(1, { error: 'Choose a course.' }),
  cohortPath: z.string().trim().min(1, { error: 'Choose a class.' }).nullable().default(null),
});

/** Where the caller may announce in a class's course (`announcement read getTargets/{cohortPath}`). */
export const AnnouncementTargets = z.object({
  coursePath: z.string(),
  /** May the caller announce to the whole course (course staff)? */
  wholeCourse: z.boolean(),
  /** The classes of the course the caller may announce to (none for a learner), by name. */
  classes: z.array(z.object({ path: z.string(), name: z.string() })),
});
export type AnnouncementTargets = z.infer<typeof AnnouncementTargets>;

/** The upload address of an announcement's media: to a class, or to the whole course (`cohortPath` null). */
export const announcementMediaUploadPath = (coursePath: string, cohortPath: string | null): string =>
  `/api/post-media/?coursePath=${encodeURIComponent(coursePath)}${
    cohortPath ? `&cohortPath=${encodeURIComponent(cohortPath)}` : ''
  }`;

/** The calls of announcements. */
export const announcementCalls = {
  createAnnouncement: contract('announcement', 'create', undefined, {
    input: CreateAnnouncementInput,
    output: Post,
  }),
  /** Where the caller may announce (id: a class; its course's classes). */
  getTargets: contract('announcement', 'read', 'getTargets', {
    input: z.object({}),
    output: AnnouncementTargets,
  }),
};
