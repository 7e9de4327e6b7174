import { Tooltip, TooltipContent, TooltipTrigger, VisuallyHidden } from '@dirigeo/ui';
import { formatDateTime, formatRelativeTime } from '../../../lib/format.ts';
import * as styles from './Documents.css.ts';

/**
 * 'il y a 3 jours', with the full date on hover (spec 000 §2). Screen readers read the full date
 * after the relative one, since a tooltip only reaches pointer users.
 */
export function RelativeDate({ date, now }: { date: string; now?: Date | undefined }) {
  const full = formatDateTime(date);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <time dateTime={date} className={styles.relativeDate}>
          {formatRelativeTime(date, now)}
          <VisuallyHidden>, le {full}</VisuallyHidden>
        </time>
      </TooltipTrigger>
      <TooltipContent>{full}</TooltipContent>
    </Tooltip>
  );
}
