// The public face of assessment: what the composition may use.
export { gradebook as readGradebook } from './gradebook';
export { assessmentModule } from './module';
// For bench/question-import.ts: an import started and followed as the questionbank calls do.
export { loadBank } from './question-banks';
export { importState, loadImport, startQuestionImport } from './question-import';
