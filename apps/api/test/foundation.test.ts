import { payslipCalculationSchema } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoSeeder, DEMO_USERNAME } from '../src/db/seeders/demo-seeder.ts';
import { toDeclarationDto } from '../src/modules/social-declaration/declaration.dto.ts';
import { SocialDeclaration } from '../src/modules/social-declaration/social-declaration.entity.ts';
import { uploadsStorage } from '../src/lib/storage/uploads-storage.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('health', () => {
  it('answers 200 while the database is reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('errors', () => {
  it('answers unknown API routes with a French JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable' });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('openapi', () => {
  it('serves the API description generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/health');
  });
});

describe('schema and seeder', () => {
  it('loads the demo user with payslips and documents that download', async () => {
    const em = testApp.orm.em.fork();
    await new DemoSeeder(uploadsStorage(testApp.env, testApp.orm), new Date('2026-03-15T12:00:00Z')).run(em);
    const demo = await em.findOneOrFail(User, { username: DEMO_USERNAME });
    const payslips = await em.find(Payslip, { user: demo }, { orderBy: { year: 'desc', month: 'desc' } });
    expect(payslips.map((payslip) => [payslip.year, payslip.month, payslip.status])).toEqual([
      [2026, 3, 'draft'],
      [2026, 2, 'completed'],
      [2026, 1, 'completed'],
      [2025, 12, 'completed'],
    ]);
    for (const payslip of payslips) {
      expect(payslip.netSalaryCents).toBe(payslip.grossSalaryCents - payslip.socialContributionsCents);
      // Computed by @dirigeo/payroll-calc with the official rates of the year.
      const calculation = payslipCalculationSchema.parse(payslip.data?.calculation);
      expect(calculation.employeeContributions).toBe(payslip.socialContributionsCents);
      expect(calculation.lines.length).toBeGreaterThan(5);
    }
    // Its company and details are complete, and the three finalised months' declarations are
    // prepared without an error, across two years' norms.
    const declarations = await em.find(SocialDeclaration, { user: demo }, { orderBy: { period: 'desc' } });
    expect(declarations.map((declaration) => [declaration.period, declaration.status])).toEqual([
      ['2026-02', 'ready'],
      ['2026-01', 'ready'],
      ['2025-12', 'ready'],
    ]);
    expect(declarations.map((declaration) => toDeclarationDto(declaration).normVersion)).toEqual([
      'P26V01',
      'P26V01',
      'P25V01',
    ]);
  });

  it('refuses a second payslip for the same user and period', async () => {
    const em = testApp.orm.em.fork();
    const demo = await em.findOneOrFail(User, { username: DEMO_USERNAME });
    em.create(Payslip, {
      user: demo,
      month: 3,
      year: 2026,
      grossSalaryCents: 1,
      socialContributionsCents: 0,
      netSalaryCents: 1,
    });
    await expect(em.flush()).rejects.toThrow(/payslip_user_period_unique|unique/i);
  });
});
