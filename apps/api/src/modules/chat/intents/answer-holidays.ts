/**
 * The dates of public holidays, from `@dirigeo/labour-law`'s calendar (computed for any year, Easter's
 * three from the computus): each holiday asked with its weekday, or the year's whole list, and the
 * rules that say which are days off.
 */
import { frenchPublicHolidays } from '@dirigeo/labour-law';
import { escapeHtml, link } from '../compose-answer.ts';
import { articleHref } from './answer-calculation.ts';
import { weekdayDate } from './french-dates.ts';

const NBSP = '\u00a0';
/** The practical sheet on public holidays (on our site). */
export const HOLIDAYS_SHEET_HREF = '/outils/fiche/les-jours-feries-et-les-ponts';

export function answerHolidays(
  { year, names, alsaceMoselle }: { year: number | null; names: readonly string[]; alsaceMoselle: boolean },
  today: Date,
): string {
  const asked = year ?? today.getUTCFullYear();
  const holidays = frenchPublicHolidays(asked, { alsaceMoselle });
  const shown = names.length > 0 ? holidays.filter((holiday) => names.includes(holiday.name)) : holidays;
  const items = shown.map(
    (holiday) => `<li>${escapeHtml(holiday.name)}${NBSP}: <strong>${weekdayDate(holiday.date)}</strong></li>`,
  );
  return (
    `<p>${names.length > 0 ? `En ${asked}` : `Les jours fériés de ${asked}`}${alsaceMoselle ? ' en Alsace-Moselle' : ''}${NBSP}:</p><ul>${items.join('')}</ul>` +
    `<p>Les jours fériés sont les fêtes légales de l’${link(articleHref('L3133-1'), 'article L3133-1')}${alsaceMoselle ? ` et, en Alsace-Moselle, de l’${link(articleHref('L3134-13'), 'article L3134-13')}` : ''}. ` +
    `Seul le 1er${NBSP}mai est obligatoirement chômé (${link(articleHref('L3133-4'), 'article L3133-4')})${NBSP}; les autres jours chômés sont fixés par accord d’entreprise ou de branche (${link(articleHref('L3133-3-1'), 'article L3133-3-1')}), ou à défaut par l’employeur (${link(articleHref('L3133-3-2'), 'article L3133-3-2')}).</p>` +
    `<p>Source${NBSP}: ${link(HOLIDAYS_SHEET_HREF, 'la fiche « Les jours fériés et les ponts »')}.</p>`
  );
}
