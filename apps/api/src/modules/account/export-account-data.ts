import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ACTIVITY_KIND_LABELS } from '@dirigeo/schemas';
import { provider } from '@dirigeo/site-content';
import type { EntityManager } from '@mikro-orm/core';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { ActivityLogEntry } from '../activity/activity-log-entry.entity.ts';
import { toActivityEventDto } from '../activity/list-activity.ts';
import { countContractHeadcount, monthOf } from '../company/company-headcount.ts';
import { toCompanyDto } from '../company/company.dto.ts';
import { findCompany } from '../company/find-company.ts';
import { toDocumentDto } from '../document/document.dto.ts';
import { Document } from '../document/document.entity.ts';
import { toEmployeeDto } from '../employee/employee.dto.ts';
import { Employee } from '../employee/employee.entity.ts';
import { listInvoices } from '../invoice/list-invoices.ts';
import { FinalisedPayslip } from '../payslip/finalised-payslip.entity.ts';
import { toPayslipDto } from '../payslip/payslip.dto.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { toDeclarationDto } from '../social-declaration/declaration.dto.ts';
import { SocialDeclaration } from '../social-declaration/social-declaration.entity.ts';
import { getSubscription } from '../subscription/subscription-record.ts';
import { toOfficerDto } from '../user/officer.dto.ts';
import { toUserDto } from '../user/user.dto.ts';
import { User } from '../user/user.entity.ts';

/** Rows read at a time for the long lists: memory stays bounded whatever the account holds. */
const BATCH = 100;

/** The archive's name: « dirigeo-export-2026-11-27.zip ». */
function exportFileName(now: Date): string {
  return `${provider.brand.toLowerCase()}-export-${now.toISOString().slice(0, 10)}.zip`;
}

/** What the archive holds, in French, as its first file. */
const README = `Export de vos données ${provider.brand} (RGPD, article 20 : droit à la portabilité)

compte.json           votre compte, votre profil de dirigeant et votre abonnement
societe.json          votre société
salaries.json         vos salariés
bulletins.json        vos bulletins de paie (montants, lignes et, pour les définitifs, leur contenu figé)
bulletins/            le PDF de chaque bulletin définitif, tel qu'il a été figé
declarations.json     vos déclarations sociales (DSN) ; declarations/ : le fichier de chacune
documents.json        la liste de vos documents ; documents/ : chaque fichier déposé
factures.json         les factures de votre abonnement
journal-activite.json votre journal d'activité (connexions, modifications, exports)

Les montants des fichiers JSON sont en euros, sauf ceux dont le nom finit par « Cents » (centimes).
Les dates sont en UTC (ISO 8601). Ni votre mot de passe ni aucun identifiant de session n'y figurent.
`;

const encoder = new TextEncoder();

/**
 * GET /api/user/export (RGPD art. 20): a zip of everything the account holds, as JSON, with every
 * frozen payslip PDF and every stored document file. Streamed: the archive is written as it is
 * read (one PDF or file at a time, long lists in batches), waiting for the client when it reads
 * slower. Only `userId`'s records are read, each query filtered on it; no password hash, session,
 * token or provider id is in any of them (the API's own DTOs, which answer the same fields).
 */
export async function exportAccountData(
  em: EntityManager,
  storage: FileStorage,
  userId: number,
  options: { billingEnabled: boolean; now?: Date },
): Promise<{ fileName: string; stream: Readable }> {
  const now = options.now ?? new Date();
  const user = await em.findOne(User, { id: userId, closedAt: null });
  if (!user) throw new UnauthorizedError();
  const company = await findCompany(em, userId);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const addJson = async (name: string, value: unknown) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(`${JSON.stringify(value, null, 2)}\n`), true);
    await drained();
  };
  /** A JSON array written item by item, read in batches of `BATCH`. */
  const addJsonArray = async <T>(name: string, pages: AsyncIterable<readonly T[]>) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    let first = true;
    file.push(encoder.encode('['));
    for await (const items of pages) {
      for (const item of items) {
        file.push(encoder.encode(`${first ? '\n' : ',\n'}${JSON.stringify(item, null, 2)}`));
        first = false;
      }
      await drained();
    }
    file.push(encoder.encode(first ? ']\n' : '\n]\n'), true);
    await drained();
  };
  const addStream = async (name: string, content: Readable | Buffer) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    if (Buffer.isBuffer(content)) {
      file.push(content, true);
    } else {
      for await (const chunk of content) {
        file.push(chunk as Uint8Array);
        await drained();
      }
      file.push(new Uint8Array(0), true);
    }
    await drained();
  };

  // Its own entity manager: the archive is still being written after the handler has returned.
  const db = em.fork();
  const write = async () => {
    const readme = new ZipDeflate('LISEZMOI.txt', { level: 6 });
    zip.add(readme);
    readme.push(encoder.encode(README), true);

    await addJson('compte.json', {
      exportedAt: now.toISOString(),
      account: toUserDto(user, company),
      officer: toOfficerDto(user),
      loginAlerts: user.loginAlerts,
      notifications: {
        emailNotifications: user.emailNotifications,
        monthlyReminder: user.monthlyReminder,
        productUpdates: user.productUpdates,
      },
      twoFactorEnabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      subscription: await getSubscription(db, userId, options.billingEnabled, now),
    });
    await addJson(
      'societe.json',
      toCompanyDto(company, await countContractHeadcount(db, userId, monthOf(now))),
    );
    const employees = await db.find(Employee, { user: userId }, { orderBy: { id: 'asc' } });
    await addJson(
      'salaries.json',
      employees.map((employee) => ({ ...toEmployeeDto(employee), archived: employee.archived })),
    );

    // Payslips: the data in batches, then each frozen PDF, one at a time.
    const pdfs: { payslipId: number; name: string }[] = [];
    await addJsonArray(
      'bulletins.json',
      batches(async (offset) => {
        const payslips = await db.fork().find(
          Payslip,
          { user: userId },
          {
            orderBy: [{ year: 'asc' }, { month: 'asc' }, { id: 'asc' }],
            limit: BATCH,
            offset,
            populate: ['employee'],
          },
        );
        const frozen = await db
          .fork()
          .find(FinalisedPayslip, { payslip: { $in: payslips.map((p) => p.id) } });
        const frozenById = new Map(frozen.map((row) => [row.payslip.id, row]));
        return payslips.map((payslip) => {
          const final = frozenById.get(payslip.id);
          const pdf = final
            ? `bulletins/${payslip.year}-${String(payslip.month).padStart(2, '0')}-${payslip.employee ? `salarie-${payslip.employee.id}` : 'dirigeant'}-${payslip.id}.pdf`
            : null;
          if (pdf) pdfs.push({ payslipId: payslip.id, name: pdf });
          return {
            ...toPayslipDto(payslip, userId),
            employeeId: payslip.employee?.id ?? null,
            finalised: final
              ? {
                  finalisedAt: final.finalisedAt.toISOString(),
                  pdfSha256: final.pdfSha256,
                  pdfFile: pdf,
                  view: final.view,
                }
              : null,
          };
        });
      }),
    );
    for (const { payslipId, name } of pdfs) {
      const row = await db.fork().findOne(FinalisedPayslip, { payslip: payslipId }, { populate: ['pdf'] });
      if (row?.pdf) await addStream(name, Buffer.from(row.pdf));
    }

    const declarations = await db.find(SocialDeclaration, { user: userId }, { orderBy: { id: 'asc' } });
    await addJson('declarations.json', declarations.map(toDeclarationDto));
    for (const declaration of declarations) {
      const data = declaration.data as { fileText?: unknown; fileName?: unknown } | null;
      if (data && typeof data.fileText === 'string') {
        const fileName =
          typeof data.fileName === 'string' ? entryName(data.fileName) : `${declaration.period}.dsn`;
        await addStream(`declarations/${declaration.id}-${fileName}`, Buffer.from(data.fileText, 'utf8'));
      }
    }

    const documents = await db.find(Document, { user: userId }, { orderBy: { id: 'asc' } });
    const documentFiles = documents.map((document) => ({
      document,
      name: `documents/${document.id}-${entryName(document.originalFileName)}`,
    }));
    await addJson(
      'documents.json',
      documentFiles.map(({ document, name }) => ({ ...toDocumentDto(document, userId), file: name })),
    );
    for (const { document, name } of documentFiles) {
      await addStream(name, await storage.read(document.storageKey));
    }

    await addJson('factures.json', await listInvoices(db, userId));
    await addJsonArray(
      'journal-activite.json',
      batches(async (offset) => {
        const entries = await db
          .fork()
          .find(
            ActivityLogEntry,
            { userId },
            { orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }], limit: BATCH, offset },
          );
        return entries.map((entry) => ({
          ...toActivityEventDto(entry),
          label: ACTIVITY_KIND_LABELS[entry.kind],
        }));
      }),
    );
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: exportFileName(now), stream: out };
}

/** A name inside the archive: no folder part, no control character (names are the server's or sanitised at upload). */
function entryName(name: string): string {
  const cleaned = [...name]
    .map((char) =>
      char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 || char === '\x7f' ? '_' : char,
    )
    .join('')
    .replace(/^\.+/, '_');
  return cleaned.slice(0, 200) || 'fichier';
}

/** Pages of `BATCH` rows until one comes back short. */
async function* batches<T>(read: (offset: number) => Promise<T[]>): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += BATCH) {
    const items = await read(offset);
    yield items;
    if (items.length < BATCH) return;
  }
}
