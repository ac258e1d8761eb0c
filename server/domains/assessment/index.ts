// The public face of assessment: what the composition may use.
export { gradebook as readGradebook } from './gradebook';
export { assessmentModule } from './module';
