// Rules and constants without zod, for browser code that must stay small (the public site's
// islands); `@dirigeo/schemas` re-exports them beside the schemas.
export * from './admin.ts';
export * from './blog.ts';
export * from './client-area.ts';
export * from './contact.ts';
export * from './money.ts';
export * from './newsletter.ts';
export * from './official-content.ts';
export * from './payslip.ts';
export * from './practical-sheet.ts';
export * from './search.ts';
export * from './simulator.ts';
export * from './text.ts';
