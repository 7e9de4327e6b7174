import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
