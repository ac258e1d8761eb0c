// The public face of commerce (the top layer): only the composition uses it.

export { commerceModule } from './module';
