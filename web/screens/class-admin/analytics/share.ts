/** `count` of `learners` as a whole percentage (0 when there are no learners). */
export function share(count: number, learners: number): number {
  return learners > 0 ? Math.round((count / learners) * 100) : 0;
}
