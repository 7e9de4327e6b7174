import { style } from '@vanilla-extract/css';

export const icon = style({ width: '1rem', height: '1rem', marginRight: '0.5rem' });
