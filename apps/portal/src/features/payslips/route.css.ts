import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const tabs = style({ marginBottom: vars.space['4'] });
