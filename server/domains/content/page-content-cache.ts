import { type SQL, sql } from 'drizzle-orm';
import type { PageSection } from '../../../common/api/course-page';
import type { Db } from '../../db/client';
import { onePerHandle } from '../../db/per-handle';
import { storedSectionsJson } from './page-sections';

/** How many pages' content a process keeps per database (the ones read last). */
const PAGES_KEPT = 500;

/**
 * Sections held with the content version they are, and their JSON text as UTF-8 bytes (built once,
 * when kept: a reply sends them as they are, without encoding 40 KB of text again per read).
 */
export interface HeldContent {
  version: number;
  sections: PageSection[];
  json: Buffer;
}

/**
 * The stored sections of the pages this process read last, by a key of the reader's choosing,
 * with their `pages.content_version`. That version is drawn from a sequence by triggers whenever
 * a page's sections or blocks change (migration 0007), so a version names one content of one
 * page, whatever process or statement changed it: a read hands the version it holds to its query,
 * which sends the sections again only when the version moved on (`sectionsUnlessHeld`).
 */
export class PageContentCache {
  readonly #pages = new Map<string, HeldContent>();

  /**
   * What is held under `key`: the caller keeps this object, which a later `keep` does not change
   * (nor may the caller: its JSON text must stay the sections').
   */
  held(key: string): HeldContent | undefined {
    return this.#pages.get(key);
  }

  /** Hold `sections`, content `version`, under `key`; gives what it holds. */
  keep(key: string, version: number, sections: PageSection[]): HeldContent {
    this.#pages.delete(key);
    this.#pages.set(key, { version, sections, json: Buffer.from(JSON.stringify(sections)) });
    // Map order is insertion order: the first key is the one kept longest ago.
    if (this.#pages.size > PAGES_KEPT) this.#pages.delete(this.#pages.keys().next().value!);
    return this.#pages.get(key)!;
  }
}

/**
 * The sections of the page `pageId` (storedSectionsJson), or null when its `version` is
 * `heldVersion` (0 when nothing is held: versions start at 1): the database builds them only for
 * a reader that does not hold them yet.
 */
export function sectionsUnlessHeld(pageId: SQL, version: SQL, heldVersion: SQL): SQL<PageSection[] | null> {
  return sql<
    PageSection[] | null
  >`CASE WHEN ${version} = ${heldVersion} THEN NULL ELSE ${storedSectionsJson(pageId)} END`;
}

/** The page content cache of a database handle (one per handle in this process). */
export const pageContentCacheOf: (db: Db) => PageContentCache = onePerHandle(() => new PageContentCache());
