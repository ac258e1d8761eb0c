import { type SQL, sql } from 'drizzle-orm';
import type { FeedPage } from '../../../common/api/feed';
import { GALLERY_MEDIA_KINDS, GALLERY_PAGE_SIZE, galleryCalls } from '../../../common/api/gallery';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/uuid';
import type { SignedInActor } from '../../rpc/actor';
import { blockPostsPage } from './feed-scope';
import { readGallery } from './policy';
import { loadBlockInClass, type PostBlock } from './post-block';
import { serveSocial } from './social-method';

/** The post `p` has an attachment of a kind the gallery shows (a JSON containment per kind). */
const HAS_MEDIA: SQL = sql.join(
  GALLERY_MEDIA_KINDS.map((kind) => sql`p.attachments @> ${JSON.stringify([{ kind }])}::jsonb`),
  sql` OR `,
);

/**
 * Which posts the gallery block draws from: the post block of the same page named in its setup,
 * or every post block's posts in the class (announcements are not a gallery's). A source that is
 * no longer a post block of the gallery's page (its page copied elsewhere) matches nothing.
 */
function sourceOf(gallery: PostBlock): SQL {
  const source = gallery.setupData.sourceBlockId;
  if (typeof source === 'string' && isUuid(source)) {
    return sql`p.block_id = ${source}::uuid AND b.page_id = ${gallery.pageId}::uuid`;
  }
  return sql`p.block_id IS NOT NULL`;
}

/**
 * A gallery block's page of posts in the named class (readGallery let the caller in): those with an
 * image or video that the caller may see under the feeds' rules (feed-scope.ts, the same filter as
 * the block and class feeds), newest first. One query (after the block's load) whatever its size.
 */
export async function galleryPage(
  db: Db,
  actor: SignedInActor,
  gallery: PostBlock,
  before: string | undefined,
): Promise<FeedPage> {
  const cohort = gallery.cohort!;
  return blockPostsPage(
    db,
    actor,
    gallery,
    sql`p.cohort_id = ${cohort.id}::uuid AND p.course_id = ${gallery.courseId}::uuid
        AND ${sourceOf(gallery)} AND (${HAS_MEDIA})`,
    before,
    GALLERY_PAGE_SIZE,
  );
}

/** `feed read getGallery/{blockId}?cohortPath&before`: the gallery block loaded as a post block is. */
export const serveGallery = serveSocial(
  galleryCalls.getGallery,
  readGallery,
  loadBlockInClass,
  (db, ctx, gallery, input) => galleryPage(db, ctx.actor, gallery, input.before),
);
