import type { CourseOutline, OutlineModule } from './outline';

// Reading an outline needs no schema: outline.ts keeps zod away from a reader's course page by
// holding this apart (the first-load budget of docs/performance.md).

/** The modules of an outline, from its course_structure section. */
export function outlineModules(outline: CourseOutline): OutlineModule[] {
  const structure = outline.sections.find((section) => section.type === 'course_structure');
  return structure?.type === 'course_structure' ? structure.modules : [];
}
