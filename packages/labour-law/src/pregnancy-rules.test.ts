import { describe, expect, it } from 'vitest';
import { PREGNANCY_RULES } from './pregnancy-rules.ts';

describe('PREGNANCY_RULES', () => {
  it('holds each rule once, with its article first', () => {
    expect(PREGNANCY_RULES.map((rule) => [rule.id, rule.articles[0]])).toEqual([
      ['not-required-to-tell', 'L1225-2'],
      ['medical-appointments', 'L1225-16'],
      ['resignation-without-notice', 'L1225-34'],
      ['dismissal-protection', 'L1225-4'],
    ]);
  });
  it('tells the protection’s ten weeks and its exceptions', () => {
    const protection = PREGNANCY_RULES.find((rule) => rule.id === 'dismissal-protection');
    expect(protection?.figure).toContain('10 semaines');
    expect(protection?.explanation).toContain('faute grave');
  });
});
