import { z } from 'zod';
import { PAGE_LEAVE_LIMITS as LIMITS } from '../domain/page-leave-limits';

const ItemClicked = z.object({
  id: z.string().max(LIMITS.itemIdLength).optional().default(''),
  nodeName: z.string().max(LIMITS.nodeNameLength),
  classes: z.string().max(LIMITS.classesLength).optional().default(''),
  x: z.number(),
  y: z.number(),
  time: z.number(),
});

const WindowSize = z.object({
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  outerWidth: z.number().int().nonnegative(),
  outerHeight: z.number().int().nonnegative(),
});

/** The page-leave metric of spec §3: what a visitor did on a page before leaving it. */
export const PageLeaveMetric = z.object({
  path: z.string().min(1).max(LIMITS.pathLength),
  hostname: z.string().max(LIMITS.hostnameLength),
  loadTime: z.number().nonnegative(),
  unloadTime: z.number().nonnegative(),
  activeTime: z.number().nonnegative(),
  inactiveTime: z.number().nonnegative(),
  itemsClicked: z.array(ItemClicked).max(LIMITS.itemsClicked),
  scrollDistance: z.number().nonnegative(),
  windowSize: WindowSize,
  keysPressed: z.number().int().nonnegative().max(LIMITS.keysPressed),
});
export type PageLeaveMetric = z.infer<typeof PageLeaveMetric>;

/** `POST /api/save-metric/pageLeave/` body: `{ path, data }` (spec §7). */
export const SavePageLeaveInput = z.object({
  path: z.string().min(1).max(LIMITS.pathLength),
  data: PageLeaveMetric,
});

/** What the server answers once the metric is stored. */
export const SavedPageLeave = z.object({ saved: z.literal(true) });
