/**
 * The journée de solidarité, from `@dirigeo/labour-law`: the unpaid hours (7, a part-timer's in
 * proportion), who sets the day, and the year's Pentecost Monday when asked; the ministry's sheet first.
 */
import { computeSolidarityDay, frenchPublicHolidays } from '@dirigeo/labour-law';
import { escapeHtml, link } from '../compose-answer.ts';
import { rulesList } from './answer-calculation.ts';
import { weekdayDate } from './french-dates.ts';
import type { SolidarityDayQuestion } from './solidarity-day-question.ts';

const NBSP = '\u00a0';
export const SOLIDARITY_DAY_SHEET_HREF = '/outils/fiche/la-journee-de-solidarite';

export function answerSolidarityDay({ weeklyHours, year }: SolidarityDayQuestion): string {
  const day = computeSolidarityDay(weeklyHours === null ? {} : { weeklyHours });
  const pentecost =
    year === null
      ? null
      : frenchPublicHolidays(year).find((holiday) => holiday.name.startsWith('Lundi de Pentecôte'));
  return (
    `<p>Le travail de la journée de solidarité n’est pas payé, dans la limite de <strong>${escapeHtml(day.text)}</strong>${weeklyHours === null ? ' pour un salarié mensualisé à temps plein (à proportion de la durée du contrat pour un temps partiel, 3,5\u00a0heures à mi-temps)' : ` pour un salarié à ${String(weeklyHours).replace('.', ',')}${NBSP}heures par semaine`}${NBSP}; les heures au-delà sont payées. Le jour est fixé par accord collectif, ou à défaut par l’employeur après consultation du CSE${NBSP}: ce n’est pas forcément le lundi de Pentecôte, et jamais le 1er${NBSP}mai.</p>` +
    (pentecost
      ? `<p>En ${year}, le lundi de Pentecôte tombe le <strong>${weekdayDate(pentecost.date)}</strong>.</p>`
      : '') +
    `<p>Source${NBSP}: ${link(SOLIDARITY_DAY_SHEET_HREF, `la fiche «${NBSP}La journée de solidarité${NBSP}»`)} du ministère du Travail.</p>` +
    rulesList(day.rules)
  );
}
