import { formatEuros as formatEurosWithSpaces, smicInForce } from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { answerPartTimeSmic, answerSmic, SMIC_SHEET_HREF } from './answer-smic.ts';
import { recogniseIntent } from './recognise-intent.ts';

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
/** The amount as `text` reads it (its non-breaking spaces as spaces). */
const formatEuros = (cents: number) => formatEurosWithSpaces(cents).replace(/\s+/g, ' ');

describe('the SMIC’s amount (issue 28 §1: a figure from the one place the payslips read it)', () => {
  it.each([
    ['smic 2026 montant', 2026],
    ['Quel est le montant du SMIC ?', null],
    ['le smic horaire c est combien', null],
    ['c’est quoi le smic mensuel brut en 2025 ?', 2025],
    ['montant du salaire minimum aujourd’hui', null],
  ])('recognises « %s »', (question, year) => {
    expect(recogniseIntent(question)).toEqual({ kind: 'smic', year });
  });

  it.each([
    'smic net 2026',
    'salaire minimum d un apprenti',
    'smic temps partiel 20h',
    'quand est la prochaine augmentation du smic',
    'indemnite licenciement 5 ans paye au smic',
    'le smic hotelier',
  ])('leaves « %s » to a calculation or the sheets', (question) => {
    expect(recogniseIntent(question).kind).not.toBe('smic');
  });

  it('answers the amount in force today, hourly and monthly, its sheet first', () => {
    const today = new Date('2026-11-28T10:00:00Z');
    const smic = smicInForce({ year: 2026, month: 11 });
    const html = answerSmic(null, today);
    expect(text(html)).toContain(`${formatEuros(smic.hourlyCents)} de l’heure`);
    expect(text(html)).toContain(`${formatEuros(smic.monthlyCents)} par mois`);
    expect(text(html)).toContain('depuis le 1er juin 2026');
    expect(html.match(/href="([^"]+)"/)?.[1]).toBe(SMIC_SHEET_HREF);
  });

  it('answers each amount of a past year named, today’s for the current year', () => {
    const today = new Date('2026-11-28T10:00:00Z');
    const twentySix = smicInForce({ year: 2026, month: 1 });
    expect(text(answerSmic(2025, today))).toContain(
      `En 2025, le SMIC brut était de ${formatEuros(smicInForce({ year: 2025, month: 6 }).hourlyCents)}`,
    );
    const past = text(answerSmic(2026, new Date('2027-02-01T10:00:00Z')));
    expect(past).toContain(`${formatEuros(twentySix.hourlyCents)} de l’heure`);
    expect(past).toContain('à partir du 1er juin 2026');
    expect(text(answerSmic(2026, today))).toContain('depuis le 1er juin 2026');
  });

  it('invents no amount for a year before its rates, and says a year to come is not fixed', () => {
    const today = new Date('2026-11-28T10:00:00Z');
    const current = formatEuros(smicInForce({ year: 2026, month: 11 }).hourlyCents);
    const old = text(answerSmic(2019, today));
    expect(old).toContain('Nos barèmes ne remontent pas à 2019.');
    expect(old).not.toContain('En 2019');
    expect(old).toContain(`Le SMIC brut est de ${current} de l’heure`);
    expect(text(answerSmic(2030, today))).toContain('Le SMIC de 2030 n’est pas encore fixé.');
  });
});

describe('the SMIC of a month’s payslip, stop 39', () => {
  const today = new Date('2026-11-28T10:00:00Z');
  it('recognises « smic mensuel brut temps plein pour la paie de mars 2026 »', () =>
    expect(recogniseIntent('smic mensuel brut temps plein pour la paie de mars 2026 ?')).toEqual({
      kind: 'smic',
      year: 2026,
      month: 3,
    }));
  it('answers the amount in force that month, not today’s', () => {
    const march = smicInForce({ year: 2026, month: 3 });
    const november = smicInForce({ year: 2026, month: 11 });
    expect(march.monthlyCents).not.toBe(november.monthlyCents);
    const html = text(answerSmic(2026, today, 3));
    expect(html).toContain(
      `En mars 2026, le SMIC brut était de ${formatEuros(march.hourlyCents)} de l’heure`,
    );
    expect(html).toContain(`${formatEuros(march.monthlyCents)} par mois`);
    expect(html).not.toContain(formatEuros(november.monthlyCents));
  });
  it('answers a month still to come with what is known of its year', () =>
    expect(text(answerSmic(2027, today, 3))).toContain('Le SMIC de 2027 n’est pas encore fixé.'));
});

describe('the SMIC for a part-time week (stop 45)', () => {
  it.each([
    [
      'je prends une vendeuse 24h par semaine payee au smic. ca fait quel brut mensuel minimum sur sa fiche de paie d avril 2026 ?',
      { kind: 'part-time-smic', weeklyHours: 24, year: 2026, month: 4 },
    ],
    ['smic 28h/semaine combien brut ?', { kind: 'part-time-smic', weeklyHours: 28, year: null, month: null }],
  ])('reads « %s »', (question, intent) => expect(recogniseIntent(question)).toEqual(intent));
  it.each([
    'temps partiel 20h, heures complementaires au smic majorees de combien',
    'mon apprenti 24h par semaine, combien du smic ?',
    'smic 2026 ?',
    'le smic pour 35h par semaine c’est combien ?',
  ])('leaves « %s » to others', (question) =>
    expect(recogniseIntent(question).kind).not.toBe('part-time-smic'),
  );
  it('computes the month from the hourly SMIC of the month asked × hours × 52 / 12', () => {
    const smic = smicInForce({ year: 2026, month: 4 });
    const html = answerPartTimeSmic(24, 2026, 4, new Date('2026-11-29T00:00:00Z'));
    expect(html).toContain(
      `<strong>${formatEurosWithSpaces(Math.round((smic.hourlyCents * 24 * 52) / 12))}</strong>`,
    );
    expect(text(html)).toContain('1 250,08 €');
    expect(html.match(/href="([^"]+)"/)?.[1]).toBe(SMIC_SHEET_HREF);
    expect(html).toContain('/code-du-travail/article/L3242-1');
  });
});
