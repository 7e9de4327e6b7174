import { describe, expect, it } from 'vitest';
import { WORKING_TIME_LIMITS } from './working-time-limits.ts';

const figure = (id: string) => WORKING_TIME_LIMITS.find((limit) => limit.id === id)?.figure;

describe('the legal limits of working time', () => {
  it.each([
    ['daily-maximum', '10 heures'],
    ['weekly-maximum', '48 heures'],
    ['average-weekly-maximum', '44 heures'],
    ['break', '20 minutes'],
    ['daily-rest', '11 heures consécutives'],
    ['weekly-rest', '35 heures consécutives'],
    ['days-per-week', '6 jours'],
    ['night-daily-maximum', '8 heures'],
    ['night-weekly-maximum', '40 heures'],
    ['mayor-sundays', '12 dimanches'],
    ['overtime-quota', '220 heures'],
    ['overtime-quota-rest', '50 % jusqu’à 20 salariés, 100 % au-delà'],
    ['day-rate-days', '218 jours'],
    ['day-rate-days-waived', '235 jours'],
    ['part-time-minimum', '24 heures par semaine'],
    ['on-call', 'les seules interventions'],
    ['food-retail-sunday', 'jusqu’à 13 heures'],
  ])('%s: %s', (id, value) => expect(figure(id)).toBe(value));
  it('each says its figure in its explanation and cites its articles', () => {
    for (const limit of WORKING_TIME_LIMITS) {
      expect(limit.articles.length).toBeGreaterThan(0);
      expect(new Set(WORKING_TIME_LIMITS.map(({ id }) => id)).size).toBe(WORKING_TIME_LIMITS.length);
      expect(limit.explanation).toContain(limit.figure.split(' ')[0]);
    }
  });
});
