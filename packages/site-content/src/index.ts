export * from './faq.ts';
export * from './landing-plans.ts';
export * from './pages.ts';
export * from './provider.ts';
export * from './tools.ts';
