export * from './blog.ts';
export * from './common.ts';
export * from './document.ts';
export * from './money.ts';
export * from './payslip.ts';
export * from './search.ts';
export * from './site.ts';
export * from './user.ts';
export { z } from './zod-fr.ts';
