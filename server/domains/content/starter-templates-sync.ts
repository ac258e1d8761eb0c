import { sql } from 'drizzle-orm';
import { SectionSettings } from '../../../common/api/page-layout';
import { WIDGET_SETUP } from '../../../common/domain/widget-setup';
import type { Db } from '../../db/client';
import { pageTemplates } from '../../db/schema';
import type { RevisionSnapshot } from './page-revisions-store';
import { SANITIZED, sanitizedSnapshot } from './rich-text-storage';
import { STARTER_TEMPLATES, type StarterTemplate } from './starter-templates';

/**
 * A starter template as a stored snapshot: settings and setup data validated (and completed with
 * their defaults) by the schemas the editor saves with, so a bad definition fails at start-up.
 * Ids are stable, derived from the key and positions; a page made from it gets fresh ones.
 */
export function starterSnapshot(template: StarterTemplate): RevisionSnapshot {
  return {
    sections: template.sections.map((section, position) => ({
      id: `${template.key}-${position}`,
      position,
      settings: SectionSettings.parse(section.settings),
      blocks: section.blocks.map((block, blockPosition) => ({
        id: `${template.key}-${position}-${blockPosition}`,
        position: blockPosition,
        widgetType: block.widgetType,
        setupData: WIDGET_SETUP[block.widgetType].parse(block.setupData),
        settings: {},
        isProgressContributor: false,
      })),
    })),
  };
}

/**
 * Write the starter set to `page_templates`, one row per key: inserted when missing, updated only
 * when the shipped definition changed. Runs after every migration run.
 */
export async function writeStarterTemplates(db: Db): Promise<void> {
  await db
    .insert(pageTemplates)
    .values(
      STARTER_TEMPLATES.map((template) => ({
        key: template.key,
        ownerId: null,
        name: template.name,
        description: template.description,
        snapshot: sanitizedSnapshot(starterSnapshot(template)),
        ...SANITIZED,
      })),
    )
    .onConflictDoUpdate({
      target: pageTemplates.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        snapshot: sql`excluded.snapshot`,
        sanitizerVersion: sql`excluded.sanitizer_version`,
      },
      setWhere: sql`(${pageTemplates.name}, ${pageTemplates.description}, ${pageTemplates.snapshot}, ${pageTemplates.sanitizerVersion})
        is distinct from (excluded.name, excluded.description, excluded.snapshot, excluded.sanitizer_version)`,
    });
}
