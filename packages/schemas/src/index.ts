export * from './common.ts';
export * from './document.ts';
export * from './money.ts';
export * from './payslip.ts';
export * from './payslip-view.ts';
export * from './user.ts';
export { z } from './zod-fr.ts';
