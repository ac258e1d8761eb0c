import { z } from 'zod';

/** Longest module or page title. */
export const OUTLINE_TITLE_MAX_LENGTH = 200;

/** The reason for a blank or missing title. */
export const BLANK_TITLE_MESSAGE = 'Enter a title.';

const Title = z
  .string({ error: BLANK_TITLE_MESSAGE })
  .trim()
  .min(1, { error: BLANK_TITLE_MESSAGE })
  .max(OUTLINE_TITLE_MAX_LENGTH, { error: `Use at most ${OUTLINE_TITLE_MAX_LENGTH} characters.` });

const RowId = z.uuid({ error: 'Not found.' });
const Index = z.number({ error: 'Choose a position.' }).int().min(0, { error: 'Choose a position.' });

/** `update outline addModule/{coursePath}`. */
export const AddModuleInput = z.object({ title: Title });
/** `update outline renameModule/{coursePath}`. */
export const RenameModuleInput = z.object({ moduleId: RowId, title: Title });
/** `update outline deleteModule/{coursePath}`. */
export const DeleteModuleInput = z.object({ moduleId: RowId });
/** `update outline moveModule/{coursePath}`: to `index` among the course's modules. */
export const MoveModuleInput = z.object({ moduleId: RowId, index: Index });
/** `update outline addPage/{coursePath}`: at the end of the module. */
export const AddPageInput = z.object({ moduleId: RowId, title: Title });
/** `update outline renamePage/{coursePath}`: the page path stays. */
export const RenamePageInput = z.object({ pageId: RowId, title: Title });
/** `update outline movePage/{coursePath}`: to `index` in module `moduleId`. */
export const MovePageInput = z.object({ pageId: RowId, moduleId: RowId, index: Index });
/** `update outline deletePage/{coursePath}`. */
export const DeletePageInput = z.object({ pageId: RowId });

/** A page as the outline lists it. */
export interface OutlinePage {
  id: string;
  path: string;
  title: string;
}

/** A module with its pages in order. */
export interface OutlineModule {
  id: string;
  title: string;
  pages: OutlinePage[];
}

/** The sections of a course outline (spec §3 course outline section types). */
export type OutlineSection =
  | { type: 'objective'; objective: string }
  | { type: 'outcomes'; outcomes: string[] }
  | { type: 'course_structure'; modules: OutlineModule[] }
  | { type: 'module_content'; modules: Array<{ id: string; title: string; pageCount: number }> };

/** `read outline getOutline/{coursePath}`; every outline write answers the outline as saved. */
export interface CourseOutline {
  coursePath: string;
  name: string;
  /** The caller may change modules and pages. */
  canEdit: boolean;
  sections: OutlineSection[];
}

/** The modules of an outline, from its course_structure section. */
export function outlineModules(outline: CourseOutline): OutlineModule[] {
  const structure = outline.sections.find((section) => section.type === 'course_structure');
  return structure?.type === 'course_structure' ? structure.modules : [];
}
