export * from './detailed-plans.ts';
export * from './faq.ts';
export * from './landing-plans.ts';
export * from './legal.ts';
export * from './marketing-claims.ts';
export * from './pages.ts';
export * from './provider.ts';
export * from './simulators.ts';
