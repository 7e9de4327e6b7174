import type { ComponentProps } from 'react';
import { IconSvg } from './IconSvg.tsx';

export function XIcon(props: ComponentProps<'svg'>) {
  return (
    <IconSvg {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </IconSvg>
  );
}
