import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { PageTemplatePreview, PageTemplateSummary } from '../../../common/api/page-admin';
import type { Db } from '../../db/client';
import { pageTemplates } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { RequestContext } from '../../rpc/context';
import { sectionsForReader } from './page-blocks';
import { type RevisionSnapshot, sectionsOfSnapshot } from './page-revisions-store';
import { SANITIZED, sanitizedSnapshot } from './rich-text-storage';
import { STARTER_TEMPLATES } from './starter-templates';

/** A template as the methods load it: visible to the caller (a starter one or their own). */
export interface LoadedTemplate {
  id: string;
  ownerId: string | null;
  key: string | null;
  name: string;
  description: string;
  snapshot: RevisionSnapshot;
}

const NO_USER = '00000000-0000-0000-0000-000000000000';

// Starter templates and the caller's own; someone else's saved templates stay unseen.
const visibleTo = (userId: string | null) =>
  or(isNull(pageTemplates.ownerId), eq(pageTemplates.ownerId, userId ?? NO_USER));

// A template's columns but its content, as every read and write answers them.
const summaryColumns = {
  id: pageTemplates.id,
  ownerId: pageTemplates.ownerId,
  key: pageTemplates.key,
  name: pageTemplates.name,
  description: pageTemplates.description,
};

// The number of blocks in a stored snapshot, counted in the database so snapshots stay there.
const blockCount = sql<number>`(select count(*) from jsonb_array_elements(${pageTemplates.snapshot}->'sections') as s,
  jsonb_array_elements(s->'blocks') as b)::int`;

/** Load the template `templateId` when the caller may see it. */
export async function loadVisibleTemplate(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  templateId: string,
): Promise<LoadedTemplate | undefined> {
  if (!isUuid(templateId)) return undefined;
  const [row] = await db
    .select({ ...summaryColumns, snapshot: pageTemplates.snapshot })
    .from(pageTemplates)
    .where(and(eq(pageTemplates.id, templateId.toLowerCase()), visibleTo(ctx.actor.userId)));
  return row ? { ...row, snapshot: row.snapshot as RevisionSnapshot } : undefined;
}

const countBlocks = (sections: ReadonlyArray<{ blocks: readonly unknown[] }>) =>
  sections.reduce((sum, section) => sum + section.blocks.length, 0);

function summaryOf(row: Omit<LoadedTemplate, 'snapshot'> & { blockCount: number }): PageTemplateSummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    isStarter: row.ownerId === null,
    blockCount: row.blockCount,
  };
}

/** The starter set in the order it ships in, then the caller's own templates, newest first. One query. */
export async function listTemplates(db: Db, userId: string): Promise<PageTemplateSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, blockCount })
    .from(pageTemplates)
    .where(visibleTo(userId))
    .orderBy(desc(pageTemplates.createdAt), desc(pageTemplates.id));
  // A starter key no longer shipped sorts after the shipped ones.
  const starterOrder = (key: string | null) => {
    const index = STARTER_TEMPLATES.findIndex((template) => template.key === key);
    return index === -1 ? STARTER_TEMPLATES.length : index;
  };
  const starters = rows
    .filter((row) => row.ownerId === null)
    .sort((a, b) => starterOrder(a.key) - starterOrder(b.key));
  const own = rows.filter((row) => row.ownerId !== null);
  return [...starters, ...own].map(summaryOf);
}

/** A template with its sections as a reader would see them (media addresses added). */
export function templatePreview(template: LoadedTemplate): PageTemplatePreview {
  const sections = sectionsOfSnapshot(template.snapshot);
  return {
    ...summaryOf({ ...template, blockCount: countBlocks(sections) }),
    sections: sectionsForReader(sections),
  };
}

/** Save `snapshot` as a template of `ownerId`. */
export async function saveTemplate(
  db: Db,
  ownerId: string,
  details: { name: string; description: string },
  snapshot: RevisionSnapshot,
): Promise<PageTemplateSummary> {
  const [row] = await db
    .insert(pageTemplates)
    .values({
      ownerId,
      name: details.name,
      description: details.description,
      snapshot: sanitizedSnapshot(snapshot),
      ...SANITIZED,
    })
    .returning(summaryColumns);
  return summaryOf({ ...row!, blockCount: countBlocks(snapshot.sections) });
}

/** Delete a template (the caller checked it is theirs). */
export async function deleteTemplate(db: Db, templateId: string): Promise<{ deleted: true }> {
  await db.delete(pageTemplates).where(eq(pageTemplates.id, templateId));
  return { deleted: true };
}
