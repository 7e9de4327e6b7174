import { VisuallyHidden } from '@dirigeo/ui';
import { formatDateTime, formatRelativeTime } from '../../../lib/format.ts';

/** 'il y a 3 heures' (spec 001 §2: relative times), with the full date in its title and for screen readers. */
export function RelativeTime({ date, now }: { date: string; now?: Date | undefined }) {
  const full = formatDateTime(date);
  return (
    <time dateTime={date} title={full}>
      {formatRelativeTime(date, now)}
      <VisuallyHidden>, le {full}</VisuallyHidden>
    </time>
  );
}
