import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../app';
import type { QueryListener } from '../db/client';
import type { AppDeps } from '../rpc/context';
import { createTestApp, type TestApp } from './app';

/**
 * The test file's application on a fresh database: built before its tests, closed after them. Its
 * fields may be read inside hooks and tests (not at the top of the file, before it is built).
 */
export function setUpTestApp(
  overrides: Partial<AppDeps> = {},
  options: BuildOptions & { onQuery?: QueryListener } = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(overrides, options);
  });
  afterAll(() => built?.close());
  const ready = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: read it inside a hook or test.');
    return built;
  };
  return {
    get app() {
      return ready().app;
    },
    get deps() {
      return ready().deps;
    },
    get database() {
      return ready().database;
    },
    close: () => ready().close(),
  };
}
