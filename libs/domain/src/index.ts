export * from './app-urls';
export * from './firm';
export * from './limits';
export * from './payment';
export * from './profile';
export * from './sectors';
export * from './user';
