// The public face of institutions (the top layer): only the composition uses it.

export { DEMO_INSTITUTION } from './demo-institution';
export { institutionsModule } from './module';
// For bench/student-data.ts: one page of an institution's student data, and its CSV export.
export { readStudentData } from './student-data';
export { writeStudentDataExport } from './student-data-export';
