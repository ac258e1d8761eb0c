import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/i;
const HREF = /\bhref=["']?([^"'\s>]+)/i;

/**
 * The address of the web app's built stylesheet, read from the link Vite writes into the built
 * index.html (its name carries a content hash), or null when the web app is not built.
 */
export function appStylesheetHref(webRoot: string | undefined): string | null {
  const indexPath = webRoot ? join(webRoot, 'index.html') : undefined;
  if (!indexPath || !existsSync(indexPath)) return null;
  const link = STYLESHEET_LINK.exec(readFileSync(indexPath, 'utf8'))?.[0];
  return (link && HREF.exec(link)?.[1]) ?? null;
}
