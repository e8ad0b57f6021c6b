export * from './app-shell.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './health.ts';
export * from './limits.ts';
export * from './roles.ts';
