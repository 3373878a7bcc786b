export * from './auth';
export * from './profiles';
export * from './analyses';
export * from './rate-limits';
export * from './notifications';
export * from './corrections';
export * from './billing';
