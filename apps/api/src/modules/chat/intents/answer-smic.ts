/**
 * The SMIC's amount, from `@dirigeo/payroll-calc`'s rates (the one place our payslips read it too):
 * in force today, or each amount of a year named. Gross only: a net depends on the contributions.
 */
import { formatEuros, type SmicInForce, smicInForce } from '@dirigeo/payroll-calc';
import { formatPeriod } from '@dirigeo/schemas/constants';
import { link } from '../compose-answer.ts';
import { articleHref } from './answer-calculation.ts';

const NBSP = '\u00a0';
/** The practical sheet on the SMIC (service-public.fr, on our site). */
export const SMIC_SHEET_HREF = '/outils/fiche/le-smic-salaire-minimum-de-croissance';

function amounts(smic: SmicInForce): string {
  return `<strong>${formatEuros(smic.hourlyCents)}</strong> de l’heure, soit <strong>${formatEuros(smic.monthlyCents)}</strong> par mois pour 35${NBSP}heures par semaine (151,67${NBSP}heures)`;
}

function firstOf(smic: SmicInForce): string {
  // `formatPeriod` names a payslip's period (« Juin 2026 »); in a sentence the month is lower case.
  return `1er${NBSP}${formatPeriod(smic.since.month, smic.since.year).toLowerCase()}`;
}

/** The amounts in force during `year`, in order (a raise during the year gives two). */
function amountsDuring(year: number): SmicInForce[] {
  const found: SmicInForce[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const smic = smicInForce({ year, month });
    if (found.at(-1)?.hourlyCents !== smic.hourlyCents) found.push(smic);
  }
  return found;
}

/** The source and the rules every SMIC answer ends with. */
function sources(): string {
  return (
    `<p>Source${NBSP}: ${link(SMIC_SHEET_HREF, 'la fiche « Le SMIC »')}${NBSP}; le SMIC est fixé chaque année avec effet au 1er${NBSP}janvier (${link(articleHref('L3231-6'), 'article L3231-6')}), et relevé en cours d’année quand les prix ont augmenté d’au moins 2${NBSP}% (${link(articleHref('L3231-5'), 'article L3231-5')}).</p>` +
    `<p>C’est un minimum brut${NBSP}: la convention collective peut prévoir plus. Les salariés de moins de 18${NBSP}ans et les apprentis ont des minimums réduits (${link(articleHref('D3231-3'), 'article D3231-3')}, ${link(articleHref('D6222-26'), 'article D6222-26')}).</p>`
  );
}

/**
 * The SMIC of a month's payslip (« la paie de mars 2026 »), when our rates hold that month and it
 * has come; null otherwise (the year's answer then says what is known).
 */
function monthAnswer(year: number, month: number, today: Date): string | null {
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  if (year > now.year || (year === now.year && month > now.month)) return null;
  const smic = smicInForce({ year, month });
  if (smic.since.year > year) return null;
  const period = formatPeriod(month, year).toLowerCase();
  const tense = year === now.year && month === now.month ? 'est' : 'était';
  return `<p>En ${period}, le SMIC brut ${tense} de ${amounts(smic)}${smic.sinceIsRaise ? `, en vigueur depuis le ${firstOf(smic)}` : ''}.</p>${sources()}`;
}

export function answerSmic(year: number | null, today: Date, month?: number): string {
  const monthly = year !== null && month !== undefined ? monthAnswer(year, month, today) : null;
  if (monthly) return monthly;
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  const current = smicInForce(now);
  // A past year our rates hold: its amounts. A year before them (their first amount would be
  // invented for it) or still to come: said so, with today's amount.
  const held = year !== null && year < now.year && smicInForce({ year, month: 12 }).since.year <= year;
  const during = held ? amountsDuring(year) : null;
  const notHeld =
    year === null || held || year === now.year
      ? ''
      : year > now.year
        ? `<p>Le SMIC de ${year} n’est pas encore fixé.</p>`
        : `<p>Nos barèmes ne remontent pas à ${year}.</p>`;
  let head: string;
  if (during && year !== null) {
    head =
      during.length === 1
        ? `<p>En ${year}, le SMIC brut était de ${amounts(during[0] as SmicInForce)}.</p>`
        : `<p>En ${year}, le SMIC brut a changé en cours d’année${NBSP}:</p><ul>${during
            .map((smic, index) =>
              index === 0
                ? `<li>${amounts(smic)} au 1er${NBSP}janvier${NBSP};</li>`
                : `<li>${amounts(smic)} à partir du ${firstOf(smic)}.</li>`,
            )
            .join('')}</ul>`;
  } else {
    head = `${notHeld}<p>Le SMIC brut est de ${amounts(current)}${current.sinceIsRaise ? `, depuis le ${firstOf(current)}` : ''}.</p>`;
  }
  return head + sources();
}

/**
 * The SMIC for a part-time week: the hourly SMIC of the month asked (else today's) × the weekly hours ×
 * 52 / 12, rounded to the cent, as the monthly SMIC for 35 hours is computed.
 */
export function answerPartTimeSmic(
  weeklyHours: number,
  year: number | null,
  month: number | null,
  today: Date,
): string {
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  const asked = year === null ? now : { year, month: month ?? (year === now.year ? now.month : 12) };
  const smic = smicInForce(asked);
  const monthlyCents = Math.round((smic.hourlyCents * weeklyHours * 52) / 12);
  const hours = String(weeklyHours).replace('.', ',');
  const period = month !== null && year !== null ? ` en ${formatPeriod(month, year).toLowerCase()}` : '';
  return (
    `<p>Pour ${hours}${NBSP}heures par semaine payées au SMIC${period}, le salaire mensuel brut est au minimum de <strong>${formatEuros(monthlyCents)}</strong>${NBSP}: ${formatEuros(smic.hourlyCents)} de l’heure × ${hours}${NBSP}h × 52${NBSP}semaines / 12${NBSP}mois. À temps plein (35${NBSP}heures), c’est ${formatEuros(smic.monthlyCents)}.</p>` +
    sources() +
    `<p>Le salaire mensuel ne dépend pas du nombre de jours du mois (la mensualisation, ${link(articleHref('L3242-1'), 'article L3242-1')}).</p>`
  );
}
