import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../modules/module';
import type { AppDeps } from '../../rpc/context';
import { registerBlockMediaRoutes } from './block-media-routes';
import { seedDemoCourses } from './demo/demo-courses';
import { layoutResource } from './layout.rpc';
import { outlineAddPageMethods } from './outline-add-page.rpc';
import { pageResource } from './page.rpc';
import { pageTemplateResource } from './page-templates.rpc';
import { registerPageThumbnailRoutes } from './page-thumbnail-routes';
import { registerRenderingRoutes } from './rendering/rendering-routes';
import { backfillSanitizedRichText } from './rich-text-backfill';
import { writeStarterTemplates } from './starter-templates-sync';
import { backfillUploadCourses } from './upload-course-backfill';

/** Content's own HTTP routes: page thumbnails, block media and the rendering helpers. */
async function registerContentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRenderingRoutes(app, deps);
  await registerPageThumbnailRoutes(app, deps);
  await registerBlockMediaRoutes(app, deps);
}

/** Content: pages with their layouts, blocks and revisions, templates, block media and rendering. */
export const contentModule = defineModule({
  name: 'content',
  resources: [layoutResource, pageResource, pageTemplateResource],
  extensions: { outline: outlineAddPageMethods },
  routes: registerContentRoutes,
  referenceData: async (db) => {
    await writeStarterTemplates(db);
    await backfillUploadCourses(db);
    await backfillSanitizedRichText(db);
  },
  seed: (db, logger, storage) => seedDemoCourses(db, storage, logger),
});
