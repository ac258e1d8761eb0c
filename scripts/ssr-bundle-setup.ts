import { ensureSsrBuild } from './web-build';

/** Vitest global setup of the server tests: the rendering routes load the server-rendering bundle. */
export async function setup(): Promise<void> {
  await ensureSsrBuild();
}
