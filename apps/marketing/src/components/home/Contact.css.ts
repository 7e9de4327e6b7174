import { style } from '@vanilla-extract/css';

export const centeredActions = style({ justifyContent: 'center' });
