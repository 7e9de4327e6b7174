import './global.css.ts';

export { breakpoints, media } from './breakpoints.ts';
export { themeClass, vars } from './theme.css.ts';
export { type Tokens, tokens } from './tokens.ts';
