import { describe, expect, it } from 'vitest';
import { centsToQueryEuros, parseEurosInput, simulationPdfUrl } from './simulator-input.ts';

describe('parseEurosInput', () => {
  it.each([
    ['3500', 350_000],
    ['3 500', 350_000],
    ['3\u202f500,50', 350_050],
    ['3500.5', 350_050],
    ['3 500 €', 350_000],
    ['0', 0],
    ['0,01', 1],
    ['', null],
    ['abc', null],
    ['-100', null],
    ['12,345', null],
    ['1e4', null],
    ['10000000', null],
  ])('%j → %s', (text, cents) => {
    expect(parseEurosInput(text)).toBe(cents);
  });
});

describe('the PDF address', () => {
  it('carries the gross in euros with a dot and the choices', () => {
    expect(centsToQueryEuros(350_005)).toBe('3500.05');
    expect(
      simulationPdfUrl({
        grossCents: 180_180,
        contractType: 'cdd',
        companySize: '50-249',
        regime: 'officer',
      }),
    ).toBe(
      '/api/simulators/charges-sociales/pdf?grossSalary=1801.80&contractType=cdd&companySize=50-249&regime=officer',
    );
  });
});
