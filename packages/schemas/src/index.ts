export * from './common.ts';
export * from './document.ts';
export * from './money.ts';
export * from './official-data.ts';
export * from './payslip.ts';
export * from './user.ts';
export { z } from './zod-fr.ts';
