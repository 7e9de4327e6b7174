import { dataRetention } from '@dirigeo/site-content';

/**
 * `date` moved back by `months` calendar months, at the same UTC time; on the month's last day when
 * that month has no such day (31 March minus 1 month: 28 or 29 February; 29 February 2028 minus
 * 12 months: 28 February 2027). A record is then kept for whole calendar months or years, as the
 * privacy policy says them. UTC rather than Paris time: the two differ by an hour or two, nothing
 * against periods of months.
 */
export function subtractCalendarMonths(date: Date, months: number): Date {
  if (!Number.isInteger(months) || months < 0) {
    throw new RangeError(`retention: not a whole number of months: ${months}`);
  }
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDayOfMonth));
  return result;
}

/** The dates before which each kind of record has outlived its retention period. */
export interface RetentionCutoffs {
  /** The assistant's exchanges asked before this are past their 12 months. */
  chatConversationsAskedBefore: Date;
  /** Newsletter subscriptions ended before this are past their 3 years; active ones never are. */
  newsletterUnsubscribedBefore: Date;
  /** Contact requests last changed (or sent, never changed) before this are past their 3 years. */
  contactRequestsLastChangedBefore: Date;
}

/**
 * The privacy policy's retention periods (`dataRetention` of @dirigeo/site-content, the figures
 * the legal pages print) as dates at `now`. A record exactly one period old is still kept: it is
 * deleted from the next instant.
 */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  return {
    chatConversationsAskedBefore: subtractCalendarMonths(now, dataRetention.chatConversationMonths),
    newsletterUnsubscribedBefore: subtractCalendarMonths(
      now,
      dataRetention.newsletterYearsAfterUnsubscribing * 12,
    ),
    contactRequestsLastChangedBefore: subtractCalendarMonths(now, dataRetention.prospectYears * 12),
  };
}
