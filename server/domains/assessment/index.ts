// The public face of assessment: what the composition may use.
export { assessmentModule } from './module';
