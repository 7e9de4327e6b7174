import {
  accountingQuerySchema,
  chargesAnalysisSchema,
  chargesQuerySchema,
  ledgerQuerySchema,
  ledgerSchema,
  payrollJournalSchema,
  reportSettingsSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { exportPayrollJournal } from '../../modules/report/export-payroll-journal.ts';
import { exportPayrollLedger } from '../../modules/report/export-payroll-ledger.ts';
import { getChargesAnalysis } from '../../modules/report/get-charges-analysis.ts';
import { getPayrollJournal } from '../../modules/report/get-payroll-journal.ts';
import { getPayrollLedger } from '../../modules/report/get-payroll-ledger.ts';
import { getReportSettings } from '../../modules/report/get-report-settings.ts';
import type { ReportFile } from '../../modules/report/report-file.ts';
import { updateReportSettings } from '../../modules/report/update-report-settings.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['rapports'];
const security = [{ session: [] }];
const file = z.unknown().meta({ type: 'string', format: 'binary' });

function sendFile(reply: FastifyReply, report: ReportFile) {
  return reply
    .type(report.contentType)
    .header('content-disposition', attachmentDisposition(report.fileName))
    .header('cache-control', 'private, no-store')
    .send(report.bytes);
}

/**
 * /api/reports: the signed-in user's payroll ledger, accounting entries and charges analysis, from
 * their finalised payslips only; and the settings those reports use.
 */
const reportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/reports/ledger',
    {
      schema: {
        tags,
        security,
        summary: 'Le journal de paie d’une période (JSON, CSV, XLSX ou PDF)',
        description:
          'Bulletins finalisés de from à to (AAAA-MM, 5 ans au plus), avec leurs totaux ; montants en centimes ' +
          'en JSON. CSV : UTF-8 avec BOM, « ; », décimales à virgule. Une période sans bulletin donne un journal vide. ' +
          'employeeId : les bulletins d’un seul salarié (404 pour celui d’un autre compte).',
        querystring: ledgerQuerySchema,
        produces: [
          'application/json',
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
        ],
        response: { 200: z.union([ledgerSchema, file]), ...errorResponses(400, 401, 402, 404) },
      },
      // « Éditions du journal de paie »: Complète (the pricing page, @dirigeo/site-content's plans).
      preHandler: fastify.requireFeature('payrollLedger'),
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      if (format === 'json') return getPayrollLedger(request.em, request.currentUserId(), period);
      const report = await exportPayrollLedger(request.em, request.currentUserId(), period, format);
      await request.recordActivity('export-downloaded', { detail: `Journal de paie : ${report.fileName}` });
      return sendFile(reply, report);
    },
  );

  fastify.get(
    '/reports/accounting',
    {
      schema: {
        tags,
        security,
        summary: 'Les écritures de paie d’une période (JSON, FEC ou CSV)',
        description:
          'Écritures équilibrées des bulletins finalisés (salaire, cotisations patronales, paiement du net quand sa date ' +
          'est connue) sur les comptes de l’entreprise. fec : colonnes de l’article A47 A-1 du LPF, séparateur « | », ' +
          'ISO 8859-15 ; csv : UTF-8 avec BOM, « ; ». employeeId : les écritures des bulletins d’un seul salarié.',
        querystring: accountingQuerySchema,
        produces: ['application/json', 'text/plain', 'text/csv'],
        response: { 200: z.union([payrollJournalSchema, file]), ...errorResponses(400, 401, 402, 404) },
      },
      // « Exports officiels pour votre comptabilité »: Essentielle, not in the trial's demo mode.
      preHandler: fastify.requireFeature('officialExports'),
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      if (format === 'json') return getPayrollJournal(request.em, request.currentUserId(), period);
      const report = await exportPayrollJournal(request.em, request.currentUserId(), period, format);
      await request.recordActivity('export-downloaded', {
        detail: `Écritures de paie (${format === 'fec' ? 'FEC' : 'CSV'}) : ${report.fileName}`,
      });
      return sendFile(reply, report);
    },
  );

  fastify.get(
    '/reports/charges',
    {
      schema: {
        tags,
        security,
        summary: 'L’analyse des charges des 12 ou 24 derniers mois',
        description: 'Un mois sans bulletin finalisé n’a pas de chiffres (null) : un vide, jamais un zéro.',
        querystring: chargesQuerySchema,
        response: { 200: chargesAnalysisSchema, ...errorResponses(400, 401, 402) },
      },
      // « Analyse des charges, graphiques et indicateurs »: Complète.
      preHandler: fastify.requireFeature('chargesAnalysis'),
    },
    async (request) => getChargesAnalysis(request.em, request.currentUserId(), request.query.months),
  );

  fastify.get(
    '/reports/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Les réglages des rapports : comptes de paie, budget annuel, indicateurs',
        response: { 200: reportSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getReportSettings(request.em, request.currentUserId()),
  );

  fastify.put(
    '/reports/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Modifier les réglages des rapports',
        body: reportSettingsSchema,
        response: { 200: reportSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateReportSettings(request.em, request.currentUserId(), request.body),
  );
};

export default reportRoutes;
