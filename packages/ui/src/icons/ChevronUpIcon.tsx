import type { ComponentProps } from 'react';
import { IconSvg } from './IconSvg.tsx';

export function ChevronUpIcon(props: ComponentProps<'svg'>) {
  return (
    <IconSvg {...props}>
      <path d="m18 15-6-6-6 6" />
    </IconSvg>
  );
}
