export * from './faq.ts';
export * from './legal.ts';
export * from './marketing-claims.ts';
export * from './pages.ts';
export * from './plans.ts';
export * from './provider.ts';
export * from './simulators.ts';
export * from './tools.ts';
