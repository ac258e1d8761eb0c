import { queryOptions } from '@tanstack/react-query';
import type { AnyContract } from '../../common/api/contract';
import { type CallAddress, type CallArgs, callKey, firstReadOptions, request } from './call';

/**
 * The key of a read or lookup whose answer depends on who asks (owner and follow flags): the
 * call's key, then the viewer's id, so signing in or out never shows another person's answer.
 */
export function viewerKey<Call extends AnyContract>(
  address: CallAddress<Call>,
  args: CallArgs<Call>,
  viewerId: string | null,
) {
  return [...callKey(address, args), viewerId] as const;
}

/** Query options of a call whose answer depends on who asks, keyed by `viewerKey`. */
export function viewerQuery<Call extends AnyContract>(
  address: CallAddress<Call>,
  args: CallArgs<Call>,
  viewerId: string | null,
) {
  return queryOptions({
    queryKey: viewerKey(address, args, viewerId),
    queryFn: () => request(address, args),
    ...firstReadOptions(address, args),
  });
}
