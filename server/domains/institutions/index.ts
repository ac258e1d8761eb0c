// The public face of institutions (the top layer): only the composition uses it.

export { DEMO_INSTITUTION } from './demo-institution';
export { institutionsModule } from './module';
