import { describe, expect, it } from 'vitest';
import { daysInPeriod, letterCheckIssues } from './checks.ts';

const dayOf = (iso: string) => Date.parse(iso) / 86_400_000;

/** The date the interview check gives as the earliest, or null when the interview's date keeps it. */
function earliestInterview(dateLettre: string, dateEntretien: string): string | null {
  const convocation = {
    checks: [
      { kind: 'workingDaysAfter', field: 'dateEntretien', other: 'dateLettre', days: 5, message: 'Trop tôt' },
    ],
  } as const;
  return letterCheckIssues(convocation, { dateLettre, dateEntretien })[0]?.fix ?? null;
}

describe('the interview 5 jours ouvrables after its convocation (L1232-2, R1231-1)', () => {
  it.each([
    // Monday: Tuesday to Saturday, run on to Monday; the interview on Tuesday.
    ['2026-03-02', '2026-03-10'],
    // Wednesday: Thursday, Friday, Saturday, Monday, Tuesday; the interview on Wednesday.
    ['2026-03-04', '2026-03-11'],
    // Saturday: Monday to Friday; the interview on Saturday.
    ['2026-03-07', '2026-03-14'],
    // Sunday: Monday to Friday as well.
    ['2026-03-08', '2026-03-14'],
    // Cass. soc. 12 mars 2025, n° 23-12.766: presented Friday 22 December 2017, Christmas not counted.
    ['2017-12-22', '2017-12-30'],
    // Tuesday 15 April 2025: Easter Monday not counted, the interview on Wednesday 23.
    ['2025-04-15', '2025-04-23'],
  ])('five jours ouvrables after %s allow an interview on %s at the earliest', (from, earliest) => {
    expect(earliestInterview(from, earliest)).toBeNull();
    const dayBefore = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10);
    expect(earliestInterview(from, dayBefore)).toBe(earliest);
  });
});

describe('daysInPeriod', () => {
  it.each([
    ['2026-03-23', '2026-03-28', 'calendar', 6],
    ['2026-03-23', '2026-03-29', 'calendar', 7],
    ['2026-03-23', '2026-03-29', 'exceptSundays', 6],
    ['2026-03-29', '2026-03-29', 'exceptSundays', 0],
    ['2026-03-29', '2026-03-28', 'calendar', 0],
  ] as const)('from %s to %s, %s: %i', (start, end, count, days) => {
    expect(daysInPeriod(dayOf(start), dayOf(end), count)).toBe(days);
  });
});

describe('a notice whose end contradicts its length', () => {
  const letterIssues = async (slug: string, values: Record<string, string>) => {
    const { letterTemplates } = await import('./templates/index.ts');
    const template = letterTemplates.find((candidate) => candidate.slug === slug);
    if (!template) throw new Error(`no template ${slug}`);
    return letterCheckIssues(template, values).map((issue) => issue.fix);
  };

  it('refuses a trial-period termination whose two weeks end after 13 days (L1221-25)', async () => {
    const values = { dateLettre: '2026-03-02', dateDebutContrat: '2026-01-15', presence: '1-3-mois' };
    expect(
      await letterIssues('rupture-periode-essai-employeur', { ...values, dateFinContrat: '2026-03-15' }),
    ).toEqual(['2026-03-16']);
    expect(
      await letterIssues('rupture-periode-essai-employeur', { ...values, dateFinContrat: '2026-03-16' }),
    ).toEqual([]);
    expect(
      await letterIssues('rupture-periode-essai-employeur', {
        ...values,
        presence: 'plus-3-mois',
        dateFinContrat: '2026-04-01',
      }),
    ).toEqual(['2026-04-02']);
  });

  it('refuses a resignation that ends before the notice it says it works in full', async () => {
    const values = { dateLettre: '2026-03-03', preavis: 'effectue', dureePreavis: 'un mois' };
    expect(await letterIssues('demission', { ...values, dateFinContrat: '2026-03-20' })).toEqual([
      '2026-04-03',
    ]);
    expect(await letterIssues('demission', { ...values, dateFinContrat: '2026-04-03' })).toEqual([]);
    expect(
      await letterIssues('demission', {
        ...values,
        dureePreavis: 'deux semaines',
        dateFinContrat: '2026-03-16',
      }),
    ).toEqual(['2026-03-17']);
    // A length no one can count is not judged; a dispense may end earlier.
    expect(
      await letterIssues('demission', {
        ...values,
        dureePreavis: 'selon la convention',
        dateFinContrat: '2026-03-20',
      }),
    ).toEqual([]);
    expect(
      await letterIssues('demission', { ...values, preavis: 'dispense', dateFinContrat: '2026-03-20' }),
    ).toEqual([]);
  });
});
