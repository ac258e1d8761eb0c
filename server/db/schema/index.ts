export * from './accounts';
export * from './assessment';
export * from './classes';
export * from './content';
export * from './courses';
export * from './learning';
export * from './mail';
export * from './platform';
