import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

// The uploads of a course's own images (course images, banners, page thumbnails) and of its blocks.
const IMAGE_PURPOSES = sql`('course-image', 'course-banner', 'page-thumbnail')`;
const BLOCK_PURPOSES = sql`('block-media', 'block-image')`;

/**
 * Record the course of course files uploaded before `uploads.course_id` existed (issue 10 point
 * 14), so their course's learners keep receiving them: a file of no recorded course goes only to
 * its uploader and staff. Runs with the reference data on every start: it touches only uploads
 * still without a course, and does nothing more when none of them is a course file.
 */
export async function backfillUploadCourses(db: Db): Promise<void> {
  const [pending] = rowsOf<{ images: boolean; blocks: boolean }>(
    await db.execute(sql`
      SELECT
        EXISTS (SELECT 1 FROM uploads WHERE course_id IS NULL AND purpose IN ${IMAGE_PURPOSES}) AS images,
        EXISTS (SELECT 1 FROM uploads WHERE course_id IS NULL AND purpose IN ${BLOCK_PURPOSES}) AS blocks`),
  );
  if (pending?.images) await recordImageCourses(db);
  if (pending?.blocks) await recordBlockMediaCourses(db);
}

/** Course images and banners belong to the course naming their key, thumbnails to their page's. */
async function recordImageCourses(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE uploads SET course_id = named.course_id
    FROM (
      SELECT 'courses/' || image_key AS storage_key, id AS course_id FROM courses WHERE image_key IS NOT NULL
      UNION ALL
      SELECT 'courses/' || banner_key, id FROM courses WHERE banner_key IS NOT NULL
      UNION ALL
      SELECT 'courses/' || thumbnail_key, course_id FROM pages WHERE thumbnail_key IS NOT NULL
    ) AS named
    WHERE uploads.course_id IS NULL AND uploads.purpose IN ${IMAGE_PURPOSES}
      AND uploads.storage_key = named.storage_key`);
}

/**
 * A block file belongs to a course whose blocks name its key (setup data `storageKey` or
 * `captionsKey`), among the courses its uploader created or holds a course role in: a key typed
 * into a block of someone else's course claims nothing. Named in several of them (a page copied
 * before the upgrade), it belongs to the one that used it first and is linked to the others, as a
 * copy made now would be (course-file-links.ts).
 */
async function recordBlockMediaCourses(db: Db): Promise<void> {
  await db.execute(sql`
    WITH uses AS (
      SELECT uploads.id AS upload_id, uploads.storage_key, pages.course_id, min(blocks.created_at) AS first_use
      FROM uploads
      CROSS JOIN LATERAL (
        SELECT id FROM courses WHERE created_by = uploads.owner_id
        UNION
        SELECT courses.id FROM role_grants JOIN courses ON courses.path = role_grants.scope_path
        WHERE role_grants.user_id = uploads.owner_id AND role_grants.scope = 'course'
      ) AS own
      JOIN pages ON pages.course_id = own.id
      JOIN blocks ON blocks.page_id = pages.id
        AND uploads.storage_key IN (blocks.setup_data ->> 'storageKey', blocks.setup_data ->> 'captionsKey')
      WHERE uploads.course_id IS NULL AND uploads.purpose IN ${BLOCK_PURPOSES}
      GROUP BY uploads.id, uploads.storage_key, pages.course_id
    ),
    home AS (
      SELECT DISTINCT ON (upload_id) upload_id, course_id FROM uses ORDER BY upload_id, first_use, course_id
    ),
    recorded AS (
      UPDATE uploads SET course_id = home.course_id FROM home WHERE uploads.id = home.upload_id
    )
    INSERT INTO course_file_links (storage_key, course_id)
    SELECT uses.storage_key, uses.course_id FROM uses
    JOIN home ON home.upload_id = uses.upload_id AND home.course_id <> uses.course_id
    ON CONFLICT DO NOTHING`);
}
