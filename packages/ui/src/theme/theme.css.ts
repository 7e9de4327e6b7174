import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

/**
 * The theme contract: one CSS custom property per token. Styles read tokens only through `vars`;
 * the values come from `themeClass` (and could come from another theme filling the same contract).
 */
export const vars = createThemeContract(tokens);

/** Put this class on `<html>` (or `<body>`) so pages and portalled layers (dialogs, toasts) see the tokens. */
export const themeClass = createTheme(vars, tokens, 'dirigeo');
