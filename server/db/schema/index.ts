export * from './accounts';
export * from './courses';
export * from './mail';
export * from './platform';
