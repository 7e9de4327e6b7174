/**
 * The schemas that the first screens (/auth, and any screen's first answers) read with, for a dynamic
 * `import()`: they stay out of /auth's first load. Imported dynamically, a module keeps every one of
 * its exports, so this one names only these: the package's barrel would keep zod's whole namespace
 * (`z`), its 48 locales and JSON Schema tools included: 70 KB gzipped more on every signed-in screen (issue 21 §7).
 */
export { apiErrorSchema, loginBodySchema, userSchema } from '@dirigeo/schemas';
