import type { ComponentProps } from 'react';
import { IconSvg } from './IconSvg.tsx';

export function ChevronDownIcon(props: ComponentProps<'svg'>) {
  return (
    <IconSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </IconSvg>
  );
}
