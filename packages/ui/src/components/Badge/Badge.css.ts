import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const badgeVariants = ['default', 'success', 'warning', 'neutral', 'destructive', 'outline'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

const variantStyles = {
  default: { backgroundColor: vars.color.primary, color: vars.color.primaryText },
  success: { backgroundColor: vars.color.successSubtle, color: vars.color.successSubtleText },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warningSubtleText },
  neutral: { backgroundColor: vars.color.muted, color: vars.color.text },
  destructive: { backgroundColor: vars.color.destructiveSubtle, color: vars.color.destructiveSubtleText },
  outline: { borderColor: vars.color.borderStrong, backgroundColor: 'transparent', color: vars.color.text },
} satisfies Record<BadgeVariant, StyleRule>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingBlock: '0.125rem',
    paddingInline: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: variantStyles,
  },
  defaultVariants: {
    variant: 'default',
  },
});
