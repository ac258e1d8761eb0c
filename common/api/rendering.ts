import type { ClientSite } from '../site';
import type { PageBlock, PageSection } from './course-page';

/**
 * The rendering helpers' contract between the server and the web app's SSR bundle
 * (`web/ssr/render-view.tsx`, built into SSR_DIST): the server loads the bundle at run time and
 * calls these functions with plain data; each answers a whole HTML document.
 */

/** What every rendered document needs: its language, the brand name and the app's stylesheet. */
export interface RenderFrame {
  language: string;
  brand: string;
  /** Address of the web app's built CSS, or null when the web app is not built. */
  stylesheetHref: string | null;
}

/** The page a view shows (or holds the block shown), for the document's title. */
export interface PageOfCourse {
  pageTitle: string;
  courseName: string;
}

/** Why a view is refused: not signed in (signing in may help) or nothing to show. */
export type RenderNotice = 'notSignedIn' | 'notFound';

/**
 * A screen of the web app drawn on the server, as the app draws it, with the answers of the reads
 * its first draw makes (server/http/server-drawing.ts).
 */
export interface ScreenDrawing {
  /** The address drawn: its path and query string. */
  url: string;
  /** The language the app will draw its first screen in (web/main.tsx). */
  language: string;
  /** The browser's time zone as it last told (its cookie), or null: the server's. */
  timeZone: string | null;
  brand: string;
  /** The institution's domain the page is on (common/site.ts), or null: the platform's. */
  site: ClientSite | null;
  /** The `result` of each first read, by the address the app asks it at. */
  reads: Record<string, unknown>;
}

/** A screen drawn on the server. */
export interface DrawnMarkup {
  /** The markup of the app's `#root`. */
  markup: string;
  /**
   * The addresses of reads the screen asks at once that the drawing had no answer for: drawn
   * again with their answers, it shows what the reader will see once they have come.
   */
  waiting: string[];
}

/** The functions the SSR bundle exports. */
export interface ViewRenderer {
  /** The app's `#root` drawn for `drawing`. */
  renderScreen(drawing: ScreenDrawing): Promise<DrawnMarkup>;
  /** A small component proving server rendering works. */
  renderSsrTest(frame: RenderFrame): string;
  /** A page's sections and their blocks, read-only, under its title. */
  renderPageView(frame: RenderFrame & PageOfCourse & { sections: PageSection[] }): string;
  /** One block of a page, read-only. */
  renderBlockView(frame: RenderFrame & PageOfCourse & { block: PageBlock }): string;
  /** The refusal page of `notice`. */
  renderNotice(frame: RenderFrame & { notice: RenderNotice }): string;
}
