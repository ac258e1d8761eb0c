// Stripe's cursor pagination over a list, newest first: `limit` (1–100, 10 by default),
// `starting_after` and `ending_before` an object id, answered as `{ object: 'list', … }`.
import type Stripe from 'stripe';
import { listObject } from './objects';
import type { Params } from './params';
import { invalidRequest, resourceMissing } from './stripe-errors';

/** The names every list endpoint takes besides its filters. */
export const PAGE_PARAMS = ['limit', 'starting_after', 'ending_before'] as const;

export function listPage<T extends { id: string; created?: number }>(
  items: Iterable<T>,
  params: Params,
  url: string,
  kind: string,
): Stripe.ApiList<T> {
  // Newest first; objects of the same second stay in reverse order of creation.
  const all = [...items].reverse().sort((a, b) => (b.created ?? 0) - (a.created ?? 0));
  const limit = params.integer('limit', 1) ?? 10;
  if (limit > 100) throw invalidRequest('This value must be less than or equal to 100.', { param: 'limit' });
  const positionOf = (name: string) => {
    const id = params.string(name);
    if (id === undefined) return undefined;
    const position = all.findIndex((item) => item.id === id);
    if (position < 0) throw resourceMissing(kind, id, name);
    return position;
  };
  const after = positionOf('starting_after');
  const before = positionOf('ending_before');
  if (before !== undefined) {
    const start = Math.max(0, before - limit);
    return listObject(all.slice(start, before), start > 0, url);
  }
  const start = after === undefined ? 0 : after + 1;
  return listObject(all.slice(start, start + limit), start + limit < all.length, url);
}
