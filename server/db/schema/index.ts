export * from './accounts';
export * from './classes';
export * from './courses';
export * from './mail';
export * from './platform';
