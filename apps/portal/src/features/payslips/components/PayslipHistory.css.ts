import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const menuIcon = style({ width: '1rem', height: '1rem' });
