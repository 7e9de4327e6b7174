import { describe, expect, it } from 'vitest';
import { TELEWORK_RULES } from './telework.ts';

describe('the rules of telework', () => {
  it('set it up by agreement, charter or any form, refuse it with a reason, presume the accident at work', () => {
    expect(TELEWORK_RULES.map(({ id, articles }) => [id, articles])).toEqual([
      ['setting-up', ['L1222-9']],
      ['refusal', ['L1222-9']],
      ['equal-rights', ['L1222-9']],
      ['accident', ['L1222-9']],
      ['employer-duties', ['L1222-10']],
      ['exceptional', ['L1222-11']],
    ]);
    expect(TELEWORK_RULES.find(({ id }) => id === 'accident')?.explanation).toContain('présumé');
  });
});
