/**
 * The premiums of a week's extra hours, as `@dirigeo/labour-law` computes them when no agreement sets
 * other rates (L3121-36 for overtime, L3123-29 for a part-timer's complementary hours), with the
 * ministry's sheet first.
 */
import { computeOvertimePremium, type OvertimePremium } from '@dirigeo/labour-law';
import { formatEuros } from '@dirigeo/payroll-calc';
import { escapeHtml, link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import type { OvertimeQuestion } from './overtime-question.ts';

const NBSP = '\u00a0';
export const OVERTIME_SHEET_HREF = '/outils/fiche/les-heures-supplementaires-contreparties';
export const PART_TIME_SHEET_HREF = '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie';

function hours(value: number): string {
  return `${String(Math.round(value * 100) / 100).replace('.', ',')}${NBSP}h`;
}

function bandsText(result: OvertimePremium): string {
  return result.bands
    .filter((band) => band.hours > 0)
    .map(
      (band) =>
        `<strong>${hours(band.hours)} majorées de ${band.premiumPercent}${NBSP}%</strong>${band.payCents === null ? '' : ` (${escapeHtml(formatEuros(band.payCents))})`}`,
    )
    .join(' et ');
}

function source(partTime: boolean): string {
  return partTime
    ? `<p>Source${NBSP}: ${link(PART_TIME_SHEET_HREF, 'la fiche «\u00a0Le travail à temps partiel\u00a0»')} du ministère du Travail.</p>`
    : `<p>Source${NBSP}: ${link(OVERTIME_SHEET_HREF, 'la fiche «\u00a0Les heures supplémentaires : contreparties\u00a0»')} du ministère du Travail.</p>`;
}

export function answerOvertime(question: OvertimeQuestion): string {
  const { weeklyHours, contractWeeklyHours, partTime, hourlyRateCents, saturdayHours } = question;
  const rate = hourlyRateCents === null ? {} : { hourlyRateCents };
  if (weeklyHours === null) {
    // The rule, each rate from the package's computation of a week beyond each band.
    const overtime = computeOvertimePremium({ weeklyHours: 44 });
    const complementary = computeOvertimePremium({ weeklyHours: 24, contractWeeklyHours: 20 });
    const [first, second] = overtime.bands;
    const [within, beyond] = complementary.bands;
    const text = partTime
      ? `<p>À temps partiel, à défaut d’accord, chaque heure complémentaire est majorée de <strong>${within?.premiumPercent}${NBSP}%</strong> dans la limite du dixième des heures prévues au contrat, et de <strong>${beyond?.premiumPercent}${NBSP}%</strong> au-delà, jusqu’au tiers quand un accord le permet${NBSP}; elles ne peuvent jamais porter la durée du travail à 35${NBSP}heures.</p>`
      : `<p>À défaut d’accord, les heures supplémentaires (au-delà de 35${NBSP}heures par semaine) sont majorées de <strong>${first?.premiumPercent}${NBSP}%</strong> pour les 8 premières (de la 36e à la 43e heure) et de <strong>${second?.premiumPercent}${NBSP}%</strong> au-delà. Un accord collectif peut prévoir un autre taux, au moins 10${NBSP}%.</p>`;
    const articles = (partTime ? ['L3123-29', 'L3123-28', 'L3123-9'] : ['L3121-36', 'L3121-33']).map(
      (article) => link(articleHref(article), `article ${article}`),
    );
    return `${text}${source(partTime)}<p>Articles${NBSP}: ${articles.join(', ')}. Donnez-moi les heures de la semaine (et le taux horaire) pour le calcul de votre cas.</p>`;
  }
  const result = computeOvertimePremium({
    weeklyHours,
    ...(contractWeeklyHours === null ? {} : { contractWeeklyHours }),
    ...rate,
  });
  const total =
    result.payCents === null
      ? ''
      : `, soit <strong>${escapeHtml(formatEuros(result.payCents))}</strong> brut pour ces heures, majorations comprises`;
  const head =
    result.kind === 'complementary'
      ? `Avec ${hours(weeklyHours)} travaillées pour ${hours(contractWeeklyHours ?? 0)} au contrat, ${hours(result.extraHours)} sont des heures complémentaires${NBSP}: ${bandsText(result)}${total}.`
      : `Avec ${hours(weeklyHours)} dans la semaine, ${hours(result.extraHours)} sont des heures supplémentaires${NBSP}: ${bandsText(result)}${total}.`;
  // « le samedi c'est majoré spécial ? »: no premium of its own in the law, the week's total decides.
  const saturday =
    saturdayHours === null || result.kind === 'complementary'
      ? ''
      : `<p>Le Code du travail ne majore pas le samedi en tant que tel${NBSP}: ces ${hours(saturdayHours)} du samedi sont payées comme heures supplémentaires parce qu’elles portent la semaine au-delà de 35${NBSP}heures (votre convention collective peut prévoir mieux).</p>`;
  return `<p>${head}</p>${saturday}${source(result.kind === 'complementary')}${rulesList(result.rules)}`;
}
