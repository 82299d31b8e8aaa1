export * from './brands';
export * from './envelope';
export * from './messages';
export * from './navigation';
export * from './site';
export * from './routes';
export * from './identity';
export * from './sports';
