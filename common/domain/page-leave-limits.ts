/**
 * How much one page-leave metric (spec §3) may carry: the web's collector keeps to it and the
 * server refuses more, so an anonymous beacon stays a few kilobytes.
 */
export const PAGE_LEAVE_LIMITS = {
  pathLength: 1000,
  hostnameLength: 255,
  itemsClicked: 50,
  itemIdLength: 100,
  nodeNameLength: 30,
  classesLength: 200,
  keysPressed: 100_000,
} as const;
