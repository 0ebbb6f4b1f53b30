export * from './auto-requirements';
export * from './home-guidelines';
export * from './premium-scale';
export * from './state-names';
