// The public face of certification (the top layer): only the composition uses it.
export { certificationModule } from './module';
