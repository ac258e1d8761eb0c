/** The read-only views the server draws itself (spec §2 Rendering helpers) live under this prefix. */
export const RENDERING_PREFIX = '/rendering/';

/** Is `path` (without its query) one of the rendering views? */
export function isRenderingPath(path: string): boolean {
  return path.toLowerCase().startsWith(RENDERING_PREFIX);
}
