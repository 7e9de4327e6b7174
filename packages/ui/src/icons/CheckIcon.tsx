import type { ComponentProps } from 'react';
import { IconSvg } from './IconSvg.tsx';

export function CheckIcon(props: ComponentProps<'svg'>) {
  return (
    <IconSvg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </IconSvg>
  );
}
