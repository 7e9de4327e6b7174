import { reportPeriodSchema } from '@dirigeo/schemas';
import { describe, expect, it } from 'vitest';
import { defaultPeriod, periodPresets } from './report-period.ts';

describe('periodPresets', () => {
  it.each([
    [new Date(2026, 10, 27), { from: '2026-10', to: '2026-12' }],
    [new Date(2026, 0, 5), { from: '2026-01', to: '2026-03' }],
    [new Date(2026, 5, 30), { from: '2026-04', to: '2026-06' }],
  ])('gives the quarter of %s', (today, quarter) => {
    expect(periodPresets(today).find((preset) => preset.label === 'Ce trimestre')?.period).toEqual(quarter);
  });

  it('offers the month, the quarter, this year and last year, each a period the API accepts', () => {
    const presets = periodPresets(new Date(2026, 10, 27));
    expect(presets.map((preset) => preset.label)).toEqual([
      'Ce mois-ci',
      'Ce trimestre',
      'Année 2026',
      'Année 2025',
    ]);
    for (const preset of presets) expect(reportPeriodSchema.safeParse(preset.period).success).toBe(true);
    expect(defaultPeriod(new Date(2026, 10, 27))).toEqual({ from: '2026-01', to: '2026-12' });
  });
});
