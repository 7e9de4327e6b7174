import { Migration20261128050000_admin_accounts } from './Migration20261128050000_admin_accounts.ts';
import { Migration20261128060000_headcount_source } from './Migration20261128060000_headcount_source.ts';
import { Migration20261128070000_versement_mobilite } from './Migration20261128070000_versement_mobilite.ts';
import { Migration20261128080000_officer_acre } from './Migration20261128080000_officer_acre.ts';
import { Migration20261128090000_corrective_payslips } from './Migration20261128090000_corrective_payslips.ts';
import { Migration20261128103400_search_head_terms } from './Migration20261128103400_search_head_terms.ts';
import { Migration20261128120000_search_section_headings } from './Migration20261128120000_search_section_headings.ts';
import { Migration20261128140000_search_sheets_glued_dates } from './Migration20261128140000_search_sheets_glued_dates.ts';
import { Migration20261128160000_article_headings } from './Migration20261128160000_article_headings.ts';
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122005609_init } from './Migration20261122005609_init.ts';
import { Migration20261122160000_french_text_search } from './Migration20261122160000_french_text_search.ts';
import { Migration20261122161743_search_index } from './Migration20261122161743_search_index.ts';
import { Migration20261122162001_finalised_payslips } from './Migration20261122162001_finalised_payslips.ts';
import { Migration20261122162120_blog_articles } from './Migration20261122162120_blog_articles.ts';
import { Migration20261122164341_chat_conversations } from './Migration20261122164341_chat_conversations.ts';
import { Migration20261122164607_contact_submissions } from './Migration20261122164607_contact_submissions.ts';
import { Migration20261122165044_official_data } from './Migration20261122165044_official_data.ts';
import { Migration20261122165654_operations } from './Migration20261122165654_operations.ts';
import { Migration20261122171923_newsletter } from './Migration20261122171923_newsletter.ts';
import { Migration20261122173925_compact_search_vectors } from './Migration20261122173925_compact_search_vectors.ts';
import { Migration20261122175000_planner_costs } from './Migration20261122175000_planner_costs.ts';
import { Migration20261122191500_published_article_vector_indexes } from './Migration20261122191500_published_article_vector_indexes.ts';
import { Migration20261127090000_sessions_one_table } from './Migration20261127090000_sessions_one_table.ts';
import { Migration20261122190500_search_vectors_out_of_line } from './Migration20261122190500_search_vectors_out_of_line.ts';
import { Migration20261122181500_admin_and_site_analytics } from './Migration20261122181500_admin_and_site_analytics.ts';
import { Migration20261122182649_contact_last_exchange } from './Migration20261122182649_contact_last_exchange.ts';
import { Migration20261127100000_mail_outbox } from './Migration20261127100000_mail_outbox.ts';
import { Migration20261127100100_password_reset } from './Migration20261127100100_password_reset.ts';
import { Migration20261127100200_username_without_case } from './Migration20261127100200_username_without_case.ts';
import { Migration20261127100300_login_alerts } from './Migration20261127100300_login_alerts.ts';
import { Migration20261127110000_company } from './Migration20261127110000_company.ts';
import { Migration20261127120000_billing } from './Migration20261127120000_billing.ts';
import { Migration20261127120100_trial_reminder } from './Migration20261127120100_trial_reminder.ts';
import { Migration20261127130000_report_settings } from './Migration20261127130000_report_settings.ts';
import { Migration20261127170000_employees } from './Migration20261127170000_employees.ts';
import { Migration20261128010000_two_factor } from './Migration20261128010000_two_factor.ts';
import { Migration20261128020000_activity_log_and_account_closure } from './Migration20261128020000_activity_log_and_account_closure.ts';
import { Migration20261128030000_account_notifications } from './Migration20261128030000_account_notifications.ts';
import { Migration20261128040000_payslip_per_person } from './Migration20261128040000_payslip_per_person.ts';
import { Migration20261128040100_employee_dsn_identity } from './Migration20261128040100_employee_dsn_identity.ts';

/**
 * Every committed migration, in order. They run at start-up, on PGlite and on PostgreSQL alike.
 * `pnpm --filter @dirigeo/api migration:create <name>` writes a new one from the entities; list it here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122005609_init', class: Migration20261122005609_init },
  {
    name: 'Migration20261122160000_french_text_search',
    class: Migration20261122160000_french_text_search,
  },
  { name: 'Migration20261122161743_search_index', class: Migration20261122161743_search_index },
  { name: 'Migration20261122162001_finalised_payslips', class: Migration20261122162001_finalised_payslips },
  { name: 'Migration20261122162120_blog_articles', class: Migration20261122162120_blog_articles },
  { name: 'Migration20261122164341_chat_conversations', class: Migration20261122164341_chat_conversations },
  { name: 'Migration20261122164607_contact_submissions', class: Migration20261122164607_contact_submissions },
  { name: 'Migration20261122165044_official_data', class: Migration20261122165044_official_data },
  { name: 'Migration20261122165654_operations', class: Migration20261122165654_operations },
  { name: 'Migration20261122171923_newsletter', class: Migration20261122171923_newsletter },
  {
    name: 'Migration20261122173925_compact_search_vectors',
    class: Migration20261122173925_compact_search_vectors,
  },
  { name: 'Migration20261122175000_planner_costs', class: Migration20261122175000_planner_costs },
  {
    name: 'Migration20261122181500_admin_and_site_analytics',
    class: Migration20261122181500_admin_and_site_analytics,
  },
  {
    name: 'Migration20261122182649_contact_last_exchange',
    class: Migration20261122182649_contact_last_exchange,
  },
  {
    name: 'Migration20261122190500_search_vectors_out_of_line',
    class: Migration20261122190500_search_vectors_out_of_line,
  },
  {
    name: 'Migration20261122191500_published_article_vector_indexes',
    class: Migration20261122191500_published_article_vector_indexes,
  },
  {
    name: 'Migration20261127090000_sessions_one_table',
    class: Migration20261127090000_sessions_one_table,
  },
  { name: 'Migration20261127100000_mail_outbox', class: Migration20261127100000_mail_outbox },
  { name: 'Migration20261127100100_password_reset', class: Migration20261127100100_password_reset },
  {
    name: 'Migration20261127100200_username_without_case',
    class: Migration20261127100200_username_without_case,
  },
  { name: 'Migration20261127100300_login_alerts', class: Migration20261127100300_login_alerts },
  { name: 'Migration20261127110000_company', class: Migration20261127110000_company },
  { name: 'Migration20261127120000_billing', class: Migration20261127120000_billing },
  { name: 'Migration20261127120100_trial_reminder', class: Migration20261127120100_trial_reminder },
  { name: 'Migration20261127130000_report_settings', class: Migration20261127130000_report_settings },
  { name: 'Migration20261127170000_employees', class: Migration20261127170000_employees },
  { name: 'Migration20261128010000_two_factor', class: Migration20261128010000_two_factor },
  {
    name: 'Migration20261128020000_activity_log_and_account_closure',
    class: Migration20261128020000_activity_log_and_account_closure,
  },
  {
    name: 'Migration20261128030000_account_notifications',
    class: Migration20261128030000_account_notifications,
  },
  {
    name: 'Migration20261128040000_payslip_per_person',
    class: Migration20261128040000_payslip_per_person,
  },
  {
    name: 'Migration20261128040100_employee_dsn_identity',
    class: Migration20261128040100_employee_dsn_identity,
  },
  {
    name: 'Migration20261128050000_admin_accounts',
    class: Migration20261128050000_admin_accounts,
  },
  { name: 'Migration20261128060000_headcount_source', class: Migration20261128060000_headcount_source },
  {
    name: 'Migration20261128070000_versement_mobilite',
    class: Migration20261128070000_versement_mobilite,
  },
  { name: 'Migration20261128080000_officer_acre', class: Migration20261128080000_officer_acre },
  {
    name: 'Migration20261128090000_corrective_payslips',
    class: Migration20261128090000_corrective_payslips,
  },
  { name: 'Migration20261128103400_search_head_terms', class: Migration20261128103400_search_head_terms },
  {
    name: 'Migration20261128120000_search_section_headings',
    class: Migration20261128120000_search_section_headings,
  },
  {
    name: 'Migration20261128140000_search_sheets_glued_dates',
    class: Migration20261128140000_search_sheets_glued_dates,
  },
  { name: 'Migration20261128160000_article_headings', class: Migration20261128160000_article_headings },
];
