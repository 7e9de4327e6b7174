import { VisuallyHidden } from '@dirigeo/ui';
import { formatDateTime, formatRelativeTime } from '../../../lib/format.ts';
import * as styles from './Documents.css.ts';

/**
 * 'il y a 3 jours', with the full date on hover (spec 000 §2): the browser's own hint (`title`).
 * The design system's Radix tooltip does not open when the portal renders with Preact (its state
 * stays closed: docs/adr/2026-11-27-preact-for-the-portal.md). Screen readers read the full date
 * after the relative one, since a hover hint only reaches pointer users.
 */
export function RelativeDate({ date, now }: { date: string; now?: Date | undefined }) {
  const full = formatDateTime(date);
  return (
    <time dateTime={date} className={styles.relativeDate} title={full}>
      {formatRelativeTime(date, now)}
      <VisuallyHidden>, le {full}</VisuallyHidden>
    </time>
  );
}
