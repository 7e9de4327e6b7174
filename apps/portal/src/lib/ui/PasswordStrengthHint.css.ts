import { vars } from '@dirigeo/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const hint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const meter = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space['1'] });

export const segment = style({ height: '0.3rem', borderRadius: '999px', background: vars.color.muted });

export const filled = styleVariants({
  weak: { background: vars.color.destructive },
  fair: { background: vars.color.warningSubtleText },
  strong: { background: vars.color.success },
});

export const text = style({ color: vars.color.textMuted });

export const refused = style({ color: vars.color.destructiveSubtleText });
