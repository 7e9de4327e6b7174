import type { EntityManager } from '@mikro-orm/core';
import {
  CHARGES_INDICATORS,
  DEFAULT_CHARGES_INDICATORS,
  DEFAULT_PAYROLL_ACCOUNTS,
  payrollAccountsSchema,
  type ReportSettings as ReportSettingsValue,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { ReportSettings } from './report-settings.entity.ts';

/** The user's report settings; the defaults (the blog article's accounts) until they change them. */
export async function getReportSettings(em: EntityManager, userId: number): Promise<ReportSettingsValue> {
  const stored = await em.findOne(ReportSettings, { user: userId });
  if (!stored) {
    return {
      accounts: DEFAULT_PAYROLL_ACCOUNTS,
      annualBudget: null,
      indicators: [...DEFAULT_CHARGES_INDICATORS],
    };
  }
  // Parsed, never trusted: a setting added later takes its default in a row stored before.
  const accounts = payrollAccountsSchema.safeParse({ ...DEFAULT_PAYROLL_ACCOUNTS, ...stored.accounts });
  const indicators = z.array(z.enum(CHARGES_INDICATORS)).safeParse(stored.indicators);
  return {
    accounts: accounts.success ? accounts.data : DEFAULT_PAYROLL_ACCOUNTS,
    annualBudget:
      stored.annualBudgetCents === null || stored.annualBudgetCents === undefined
        ? null
        : stored.annualBudgetCents / 100,
    indicators: indicators.success ? indicators.data : [...DEFAULT_CHARGES_INDICATORS],
  };
}
