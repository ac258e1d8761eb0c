// The public face of certification (the top layer): only the composition uses it.

export { DEMO_ASSESSED_COURSE, DEMO_CERTIFIED_COURSE, DEMO_OPENCRED_COURSE } from './demo-certificates';
export { DEMO_QUALIFICATION } from './demo-qualification';
export { certificationModule } from './module';
