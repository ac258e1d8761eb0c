import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLost } from './errors';

// A server that ends one connection usually ends them all (a failover, a restart, an administrator
// killing backends): this pause lets the pool hear that its idle connections ended too and drop
// them, so the next try gets a new connection rather than another dead one.
const PAUSE_BEFORE_RETRY_MS = 50;

/**
 * Run `work`, and run it again (up to `retries` more times) when it failed because its database
 * connection was lost. Only for work that may run twice, such as a read: a write whose connection
 * died may have committed before it did.
 */
export async function retryOnLostConnection<T>(work: () => Promise<T>, retries = 1): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= retries || !isConnectionLost(error)) throw error;
      await sleep(PAUSE_BEFORE_RETRY_MS);
    }
  }
}
