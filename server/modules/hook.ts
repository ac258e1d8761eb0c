import type { Db } from '../db/client';
import type { RequestContext } from '../rpc/context';

/**
 * A point where a lower domain lets higher domains act in the same transaction (courses says "a
 * course was created" and classes gives it its default class), so the lower one never imports them.
 * The lower domain defines and emits it; a higher domain's module handles it.
 */
export interface Hook<Args extends unknown[]> {
  readonly name: string;
  /** Carries the argument types for the compiler; never set. */
  readonly args?: Args;
}

/** A function a module runs when a hook is emitted. */
export type HookFunction<Args extends unknown[]> = (
  db: Db,
  ctx: RequestContext,
  ...args: Args
) => Promise<void>;

/** One module's handling of one hook. */
export interface HookHandler {
  hook: Hook<never[]>;
  handle: HookFunction<never[]>;
}

/** Define a hook (in the lower domain that emits it). */
export function defineHook<Args extends unknown[]>(name: string): Hook<Args> {
  return { name };
}

/** Handle `hook` with `handle` (in a higher domain's module declaration). */
export function onHook<Args extends unknown[]>(hook: Hook<Args>, handle: HookFunction<Args>): HookHandler {
  return { hook, handle } as unknown as HookHandler;
}

/** The composed handlers of every module, in module (layer) order. */
export class Hooks {
  constructor(private readonly handlers: readonly HookHandler[]) {}

  /** Run every handler of `hook`, one after another, in the caller's transaction. */
  async emit<Args extends unknown[]>(
    hook: Hook<Args>,
    db: Db,
    ctx: RequestContext,
    ...args: Args
  ): Promise<void> {
    for (const handler of this.handlers) {
      if (handler.hook === (hook as unknown))
        await (handler.handle as unknown as HookFunction<Args>)(db, ctx, ...args);
    }
  }
}
