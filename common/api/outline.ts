import { z } from 'zod';
import { contract } from './contract';

// Reading an outline without zod (for a reader's course page); here for the server's imports.
export { outlineModules } from './outline-modules';

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
export const OutlinePage = z.object({ id: z.string(), path: z.string(), title: z.string() });
export type OutlinePage = z.infer<typeof OutlinePage>;

/** A module with its pages in order. */
export const OutlineModule = z.object({ id: z.string(), title: z.string(), pages: z.array(OutlinePage) });
export type OutlineModule = z.infer<typeof OutlineModule>;

/** The sections of a course outline (spec §3 course outline section types). */
export const OutlineSection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('objective'), objective: z.string() }),
  z.object({ type: z.literal('outcomes'), outcomes: z.array(z.string()) }),
  z.object({ type: z.literal('course_structure'), modules: z.array(OutlineModule) }),
  z.object({
    type: z.literal('module_content'),
    modules: z.array(z.object({ id: z.string(), title: z.string(), pageCount: z.number().int() })),
  }),
]);
export type OutlineSection = z.infer<typeof OutlineSection>;

/** `read outline getOutline/{coursePath}`; every outline write answers the outline as saved. */
export const CourseOutline = z.object({
  coursePath: z.string(),
  name: z.string(),
  /** The caller may change modules and pages. */
  canEdit: z.boolean(),
  sections: z.array(OutlineSection),
});
export type CourseOutline = z.infer<typeof CourseOutline>;

/** An outline write of `update outline {method}/{coursePath}`: its input, answered by the outline as saved. */
const outlineWrite = <const M extends string, Input extends z.ZodType>(method: M, input: Input) =>
  contract('outline', 'update', method, { input, output: CourseOutline });

/**
 * The calls of the `outline` resource (spec §7 scheme), addressed by the course path. Content adds
 * `addPage`, and declares it with its own calls.
 */
export const outlineCalls = {
  getOutline: contract('outline', 'read', 'getOutline', { input: z.object({}), output: CourseOutline }),
  addModule: outlineWrite('addModule', AddModuleInput),
  renameModule: outlineWrite('renameModule', RenameModuleInput),
  deleteModule: outlineWrite('deleteModule', DeleteModuleInput),
  moveModule: outlineWrite('moveModule', MoveModuleInput),
  renamePage: outlineWrite('renamePage', RenamePageInput),
  movePage: outlineWrite('movePage', MovePageInput),
  deletePage: outlineWrite('deletePage', DeletePageInput),
};
