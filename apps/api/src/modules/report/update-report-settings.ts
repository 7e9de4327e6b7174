import type { EntityManager } from '@mikro-orm/core';
import { eurosToCents, type ReportSettings as ReportSettingsValue } from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';
import { getReportSettings } from './get-report-settings.ts';
import { ReportSettings } from './report-settings.entity.ts';

/** Replaces the user's report settings (validated by the route with `reportSettingsSchema`). */
export async function updateReportSettings(
  em: EntityManager,
  userId: number,
  settings: ReportSettingsValue,
): Promise<ReportSettingsValue> {
  const values = {
    accounts: { ...settings.accounts },
    annualBudgetCents: settings.annualBudget === null ? null : eurosToCents(settings.annualBudget),
    indicators: [...settings.indicators],
  };
  const stored = await em.findOne(ReportSettings, { user: userId });
  if (stored) em.assign(stored, values);
  else em.create(ReportSettings, { user: em.getReference(User, userId), ...values });
  await em.flush();
  return getReportSettings(em, userId);
}
