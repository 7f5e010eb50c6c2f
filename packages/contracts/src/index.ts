export * from './site';
export * from './menu';
export * from './routes';
export * from './remote-modules';
export * from './config';
export * from './events';
export * from './viewport';
export * from './structured-data-sink';
