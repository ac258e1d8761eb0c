// The public face of assessment: what the composition and higher domains may use.
export { workMarked } from './assessment-hooks';
export { type CourseGrade, courseGrade, hasPassed } from './course-grade';
export { gradebook as readGradebook } from './gradebook';
export { assessmentModule } from './module';
// For bench/question-import.ts: an import started and followed as the questionbank calls do.
export { loadBank } from './question-banks';
export { importState, loadImport, startQuestionImport } from './question-import';
