import { createHash } from 'node:crypto';
import { computeOfficerPayslip } from '@dirigeo/payroll-calc';
import { payslipCalculationSchema, payslipViewSchema } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/orm.ts';
import { FinalisedPayslip } from '../src/modules/payslip/finalised-payslip.entity.ts';
import { freezeUnfrozenPayslips } from '../src/modules/payslip/freeze-payslip.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import { sessionKeyOf } from '../src/modules/session/session-key.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * Rows stored by the first version (migration `init` only), then the later migrations and the
 * start-up step that freezes finalised payslips: what a deployed database goes through.
 */
let database: TestDatabase;
const OLD_SESSION_ID = 'AnOldSessionIdOfThirtyTwoChars00';
const calculation = payslipCalculationSchema.parse(
  computeOfficerPayslip({ year: 2026, month: 2, grossCents: 400_000, headcount: 0, pasRatePercent: 5 }),
);

beforeAll(async () => {
  database = await openTestDatabase({ migrateTo: 'Migration20261122005609_init' });
  const connection = database.orm.em.getConnection();
  await connection.execute(
    `insert into app_user (username, password_hash, email, first_name, last_name, company, position, status, siret, created_at)
     values ('ancien', 'x', 'ancien@example.fr', 'Alex', 'Ancien', 'Ancienne Société SASU', 'Président', 'sasu', '73282932000074', now())`,
  );
  const insertPayslip = (month: number, status: string, data: unknown) =>
    connection.execute(
      `insert into payslip (user_id, month, year, gross_salary_cents, social_contributions_cents, other_deductions_cents,
         other_additions_cents, net_salary_cents, status, data, created_at, updated_at)
       values ((select id from app_user where username = 'ancien'), ?, 2026, 400000, ?, 1000, 0, ?, ?, ?, now(), now())`,
      [
        month,
        calculation.employeeContributions,
        400_000 - calculation.employeeContributions - 1000,
        status,
        data === null ? null : JSON.stringify(data),
      ],
    );
  // A finalised payslip whose snapshot named its employer as it was then, and a bare draft.
  await insertPayslip(2, 'completed', { employerName: 'Nom du moment SASU', calculation });
  await insertPayslip(3, 'draft', null);
  // A session as the first version stored it: its raw id as the key, 5 days left.
  await connection.execute(
    `insert into session (sid, sess, expire, user_id)
     values (?, ?, now() + interval '5 days', (select id from app_user where username = 'ancien'))`,
    [OLD_SESSION_ID, JSON.stringify({ userId: 1, renewedAt: Date.now() - 60_000 })],
  );
  await migrate(database.orm);
});

describe('migrating the sessions stored before', () => {
  it('keeps each under the hash of its id, a client signed in since it was, ending within 12 hours', async () => {
    const rows = await database.orm.em
      .getConnection()
      .execute<
        { sid: string; role: string; stage: string; public_id: string; created_at: Date; expire: Date }[]
      >('select sid, role, stage, public_id, created_at, expire from session');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.sid).toBe(sessionKeyOf(OLD_SESSION_ID));
    expect(row).toMatchObject({ role: 'client', stage: 'active' });
    expect(row?.public_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(row?.created_at ?? 0).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(new Date(row?.expire ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 12 * 60 * 60 * 1000);
  });
});

afterAll(async () => {
  await database?.orm.close(true);
  await database?.dispose();
});

describe('migrating the payslips stored before', () => {
  it("fills the spec's fields of the data snapshot from the payslip and its owner", async () => {
    const em = database.orm.em.fork();
    const [finalised, draft] = await em.find(Payslip, {}, { orderBy: { month: 'asc' } });
    const net = (400_000 - calculation.employeeContributions - 1000) / 100;
    expect(finalised?.data).toMatchObject({
      employerName: 'Nom du moment SASU',
      employerSiret: '73282932000074',
      employeeName: 'Alex Ancien',
      position: 'Président',
      month: 2,
      year: 2026,
      status: 'completed',
      grossSalary: 4000,
      otherDeductions: 10,
      otherAdditions: 0,
      netSalary: net,
      calculation,
    });
    expect(draft?.data).toMatchObject({
      employerName: 'Ancienne Société SASU',
      netSalary: net,
      status: 'draft',
    });
    expect(draft?.paymentDate ?? null).toBeNull();
  });

  it('freezes the finalised payslips once, at start-up, and leaves drafts live', async () => {
    expect(await freezeUnfrozenPayslips(database.orm)).toBe(1);
    expect(await freezeUnfrozenPayslips(database.orm)).toBe(0);
    const em = database.orm.em.fork();
    const frozen = await em.find(FinalisedPayslip, {}, { populate: ['pdf', 'payslip'] });
    expect(frozen.map((row) => row.payslip.month)).toEqual([2]);
    const [row] = frozen;
    if (!row) throw new Error('not frozen');
    const view = payslipViewSchema.parse(row.view);
    expect(view.employer.name).toBe('Ancienne Société SASU');
    expect(view.period).toContain('Date de paiement : non renseignée');
    expect(createHash('sha256').update(Buffer.from(row.pdf)).digest('hex')).toBe(row.pdfSha256);
  });
});

describe('moving the company out of the user', () => {
  it("keeps the name, SIRET and headcount the profile held, in the user's company", async () => {
    const em = database.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<{ name: string; siret: string | null; headcount: number; street: string | null }[]>(
        `select c.name, c.siret, c.headcount, c.street from company c join app_user u on u.id = c.user_id where u.username = 'ancien'`,
      );
    expect(rows).toEqual([
      { name: 'Ancienne Société SASU', siret: '73282932000074', headcount: 0, street: null },
    ]);
  });
});

describe('indexing the practical sheets again', () => {
  it('removes their search documents and fingerprint, so that the next start-up indexes them, and keeps the rest', async () => {
    const before = await openTestDatabase({ migrateTo: 'Migration20261128120000_search_section_headings' });
    try {
      const connection = before.orm.em.getConnection();
      for (const source of ['fiche', 'code']) {
        await connection.execute(
          `insert into search_document (source, source_id, type, title, description, body, category, url, updated_at)
           values (?, 'un', 'fiche', 'Les jours fériés', '1ermai', '', 'Congés', '/outils/fiche/un', now())`,
          [source],
        );
        await connection.execute(
          `insert into search_source_fingerprint (source, sha256, updated_at) values (?, 'x', now())`,
          [source],
        );
      }
      await migrate(before.orm);
      const sources = async (table: string) =>
        (await connection.execute<{ source: string }[]>(`select source from ${table} order by source`)).map(
          (row: { source: string }) => row.source,
        );
      expect(await sources('search_document')).toEqual(['code']);
      expect(await sources('search_source_fingerprint')).toEqual(['code']);
    } finally {
      await before.orm.close(true);
      await before.dispose();
    }
  });
});

describe("giving the articles' headings a table of their own", () => {
  it('copies the headings of the articles already there, and keeps them in step afterwards', async () => {
    const before = await openTestDatabase({ migrateTo: 'Migration20261128140000_search_sheets_glued_dates' });
    try {
      const connection = before.orm.em.getConnection();
      for (const [slug, status] of [
        ['publie', 'published'],
        ['brouillon', 'draft'],
      ] as const) {
        await connection.execute(
          `insert into article (slug, title, summary, content, category, tags, status, published_at, word_count, origin, created_at, updated_at)
           values (?, 'Le barème kilométrique', 'Les frais de route.', '<p>Texte.</p>', 'Fiscalité', '{voiture}', ?, now(), 1, 'back-office', now(), now())`,
          [slug, status],
        );
      }
      await migrate(before.orm);
      await connection.execute(`update article set title = 'Les frais de repas' where slug = 'publie'`);
      const rows = await connection.execute<{ slug: string; status: string; heading: string }[]>(
        `select article.slug, heading.status, heading.head_vector::text as heading
         from article join article_heading as heading on heading.article_id = article.id
         where heading.head_vector = article.head_vector and heading.published_at = article.published_at
           and heading.created_at = article.created_at and heading.category = article.category
         order by article.slug`,
      );
      expect(rows.map(({ slug, status }: { slug: string; status: string }) => ({ slug, status }))).toEqual([
        { slug: 'brouillon', status: 'draft' },
        { slug: 'publie', status: 'published' },
      ]);
      // « repas » stems as `rep`, in the title (weight A): the retitled heading was copied.
      expect(rows[1]?.heading).toMatch(/'rep':\d+A/);
    } finally {
      await before.orm.close(true);
      await before.dispose();
    }
  });
});
