// The public face of content: what higher domains and the composition may use.
export { BLOCK_MEDIA_UPLOADS_PER_USER } from './block-media-routes';
export { storeBlockMedia } from './block-media-store';
export { isSharedWithReaders, sectionsVisibleTo } from './block-visibility';
export { DEMO_COURSE_CREATOR_EMAIL, DEMO_COURSES } from './demo/demo-courses';
export { contentModule } from './module';
export { sectionsForReader } from './page-blocks';
export { type HeldContent, pageContentCacheOf, sectionsUnlessHeld } from './page-content-cache';
export { readStoredSections } from './page-sections';
export { createPageWithLayout, type NewBlock } from './page-with-layout';
export { type ReceivedFile, receiveInto, withTemporaryFolder } from './received-file';
