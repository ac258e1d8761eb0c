import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ViewRenderer } from '../../common/api/rendering';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY_FILE = 'render-view.js';
const RENDERER_FUNCTIONS = [
  'renderSsrTest',
  'renderPageView',
  'renderBlockView',
  'renderNotice',
  'renderScreen',
] as const;

// One import per bundle file for the life of the process; a missing bundle is looked for again
// on the next request, so building it while the server runs is enough.
const loaded = new Map<string, Promise<ViewRenderer>>();

/** The bundle's entry file for the SSR_DIST setting (relative to the project, or absolute). */
export function ssrBundleFile(ssrDist: string): string {
  return join(resolve(PROJECT_ROOT, ssrDist), ENTRY_FILE);
}

/**
 * The web app's server-rendering bundle, imported from SSR_DIST at run time (the server never
 * imports web/ source), or null when it has not been built.
 */
export function loadViewRenderer(ssrDist: string): Promise<ViewRenderer | null> {
  const file = ssrBundleFile(ssrDist);
  const known = loaded.get(file);
  if (known) return known;
  if (!existsSync(file)) return Promise.resolve(null);
  const loading = importRenderer(file);
  loaded.set(file, loading);
  loading.catch(() => loaded.delete(file));
  return loading;
}

async function importRenderer(file: string): Promise<ViewRenderer> {
  const bundle: Record<string, unknown> = await import(/* @vite-ignore */ pathToFileURL(file).href);
  const missing = RENDERER_FUNCTIONS.filter((name) => typeof bundle[name] !== 'function');
  if (missing.length > 0) throw new Error(`${file} does not export ${missing.join(', ')}: rebuild it.`);
  return bundle as unknown as ViewRenderer;
}
