import { payslipDetail } from '../../modules/activity/activity-details.ts';
import {
  createPayslipBodySchema,
  finaliseMonthBodySchema,
  idParamsSchema,
  listPayslipsQuerySchema,
  monthPayrollQuerySchema,
  monthPayrollSchema,
  monthPayslipsSchema,
  payslipDetailSchema,
  payslipSchema,
  prepareMonthBodySchema,
} from '@dirigeo/schemas';
import { canUseFeature } from '@dirigeo/site-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { buildPayslipPdf } from '../../modules/payslip/build-payslip-pdf.ts';
import { createPayslip } from '../../modules/payslip/create-payslip.ts';
import { correctPayslip } from '../../modules/payslip/correct-payslip.ts';
import { deletePayslip } from '../../modules/payslip/delete-payslip.ts';
import { finaliseMonthPayslips } from '../../modules/payslip/finalise-month-payslips.ts';
import { getPayslipDetail } from '../../modules/payslip/get-payslip-detail.ts';
import { toPayslipDto } from '../../modules/payslip/payslip.dto.ts';
import { listPayslips } from '../../modules/payslip/list-payslips.ts';
import { prepareMonthPayslips } from '../../modules/payslip/prepare-month-payslips.ts';
import { summariseMonthPayroll } from '../../modules/payslip/summarise-month-payroll.ts';
import { updatePayslip } from '../../modules/payslip/update-payslip.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['bulletins de paie'];
const security = [{ session: [] }];

/** /api/payslips: the signed-in user's payslips, amounts in euros. */
const payslipRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Before validation: a visitor gets 401 whatever they send.
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/payslips',
    {
      schema: {
        tags,
        security,
        summary: 'Ses bulletins, du plus récent au plus ancien',
        description:
          'Le sien et ceux de ses salariés ; employeeId : ceux d’un salarié (404 pour le salarié d’un autre compte) ; ' +
          'officer=true : les siens seulement. personName nomme la personne payée.',
        querystring: listPayslipsQuerySchema,
        response: { 200: z.array(payslipSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listPayslips(request.em, request.currentUserId(), request.query),
  );

  fastify.get(
    '/payslips/month-summary',
    {
      schema: {
        tags,
        security,
        summary: 'La masse salariale du mois, par personne et au total',
        description:
          'Brut, net payé, cotisations patronales et coût employeur de chaque bulletin du mois (tels que stockés), ' +
          'le dirigeant d’abord ; totaux des bulletins finalisés (finalised) et brouillons compris (withDrafts).',
        querystring: monthPayrollQuerySchema,
        response: { 200: monthPayrollSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => summariseMonthPayroll(request.em, request.currentUserId(), request.query),
  );

  fastify.post(
    '/payslips/prepare-month',
    {
      schema: {
        tags,
        security,
        summary: 'Préparer les bulletins du mois',
        description:
          'Crée en brouillon le bulletin du mois de chaque personne active : le dirigeant (repris de son dernier ' +
          'bulletin calculé) et chaque salarié non archivé dont le contrat couvre le mois (salaire brut du contrat, ' +
          'taux de prélèvement de son dernier bulletin). Idempotent : une personne qui a déjà son bulletin du mois ' +
          'le garde (existing) ; relancer ne crée rien deux fois. skipped : aucun brouillon, avec la raison.',
        body: prepareMonthBodySchema,
        response: { 200: monthPayslipsSchema, ...errorResponses(400, 401, 402, 403) },
      },
      preHandler: fastify.requireFeature('staffPayroll'),
    },
    async (request) => prepareMonthPayslips(request.em, request.currentUserId(), request.body),
  );

  fastify.post(
    '/payslips/finalise-month',
    {
      schema: {
        tags,
        security,
        summary: 'Finaliser tous les brouillons du mois',
        description:
          'Chaque brouillon du mois est recalculé, finalisé et figé comme par PATCH /payslips/{id} ; paymentDate, ' +
          'si donnée, est la date de paiement de tous. Un brouillon qui ne peut pas l’être reste brouillon, avec ' +
          'la raison (failed). 400 sans brouillon dans le mois ou si la fiche entreprise est incomplète.',
        body: finaliseMonthBodySchema,
        response: { 200: monthPayslipsSchema, ...errorResponses(400, 401, 402, 403) },
      },
      preHandler: async (request) => {
        await fastify.requireFeature('staffPayroll')(request);
        await fastify.requireFeature('finalPayslip')(request);
      },
    },
    async (request) => finaliseMonthPayslips(request.em, request.currentUserId(), request.body),
  );

  fastify.get(
    '/payslips/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Un bulletin, avec le document que sa page et son PDF impriment',
        description:
          "view : le bulletin tel qu'il s'imprime ; celui d'un bulletin finalisé est figé à la finalisation.",
        params: idParamsSchema,
        response: { 200: payslipDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getPayslipDetail(request.em, request.currentUserId(), request.params.id),
  );

  fastify.post(
    '/payslips',
    {
      schema: {
        tags,
        security,
        summary: 'Créer un bulletin',
        description:
          'Montants en euros (2 décimales au plus). Le serveur calcule tout : avec calculationInputs, les cotisations ' +
          '(@dirigeo/payroll-calc, effectif et taux AT/MP de l’entreprise) et socialContributions ; toujours, le net. ' +
          'data.calculation, userId et netSalary envoyés sont ignorés. Sans calculationInputs : brouillon saisi à la main ' +
          '(socialContributions requis), qui ne peut pas être finalisé. Un bulletin finalisé (completed) exige ' +
          "calculationInputs, paymentDate et, dans l'entreprise, l'adresse, le SIRET et le code APE ; il est figé " +
          '(document et PDF) à sa création. calculationInputs.payElements : primes, avantages en nature, frais, ' +
          'indemnités kilométriques, titres-restaurant, autres ajouts et retenues avec leur nature ; pour un salarié, ' +
          'congés payés pris (jours ouvrables et salaire des jours d’absence calculés par le serveur), indemnité ' +
          'compensatrice de congés payés et indemnité de fin de contrat (10 % du brut du CDD, calculée par le serveur) ' +
          'le mois où le contrat prend fin. grossSalary est alors le salaire de base ; le brut du bulletin y ajoute les éléments.',
        body: createPayslipBodySchema,
        response: { 201: payslipSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
      // Finalising is Essentielle's (a test payslip on Freemium and in the trial's demo mode); so is
      // paying staff (employeeId).
      preHandler: async (request) => {
        if (request.body.employeeId !== undefined) await fastify.requireFeature('staffPayroll')(request);
        if (request.body.status === 'completed') await fastify.requireFeature('finalPayslip')(request);
      },
    },
    async (request, reply) => {
      const userId = request.currentUserId();
      const payslip = await createPayslip(request.em, userId, request.body);
      if (payslip.status === 'completed')
        await request.recordActivity('payslip-finalised', { detail: payslipDetail(payslip) });
      return reply.status(201).send(toPayslipDto(payslip, userId));
    },
  );

  fastify.patch(
    '/payslips/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Modifier un brouillon, ou le finaliser',
        description:
          'Le corps complet, comme à la création : le serveur recalcule le bulletin (cumuls et régularisation du ' +
          'plafond depuis les bulletins finalisés de l’année). Avec status completed, le brouillon est finalisé ' +
          'et figé ; refusé (409) si un mois suivant de l’année est déjà finalisé. Un bulletin finalisé ne se modifie pas (409).',
        params: idParamsSchema,
        body: createPayslipBodySchema,
        response: { 200: payslipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.currentUserId();
      const payslip = await updatePayslip(request.em, userId, request.params.id, request.body);
      // A finalised payslip never changes: a PATCH that answers one has just finalised it.
      if (payslip.status === 'completed')
        await request.recordActivity('payslip-finalised', { detail: payslipDetail(payslip) });
      return toPayslipDto(payslip, userId);
    },
  );

  fastify.post(
    '/payslips/:id/correction',
    {
      schema: {
        tags,
        security,
        summary: 'Rectifier un bulletin finalisé (bulletin rectificatif)',
        description:
          'Le corps complet du bulletin tel qu’il aurait dû être, même personne et même mois, status completed : le ' +
          'serveur le calcule et le fige comme tout bulletin finalisé ; le bulletin remplacé reste conservé tel ' +
          'qu’il a été émis (status replaced) et ne compte plus dans les cumuls, les rapports ni la DSN, dont le mois ' +
          'est à préparer de nouveau (annule et remplace). Refusé (409) pour un brouillon, un bulletin déjà remplacé, ' +
          'ou quand un mois suivant de l’année est finalisé (l’écart se régularise alors sur le bulletin suivant).',
        params: idParamsSchema,
        body: createPayslipBodySchema,
        response: { 201: payslipSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
      preHandler: async (request) => {
        await fastify.requireFeature('finalPayslip')(request);
        if (request.body.employeeId !== undefined) await fastify.requireFeature('staffPayroll')(request);
      },
    },
    async (request, reply) => {
      const userId = request.currentUserId();
      const corrective = await correctPayslip(request.em, userId, request.params.id, request.body);
      await request.recordActivity('payslip-finalised', {
        detail: `${payslipDetail(corrective)} (bulletin rectificatif)`,
      });
      return reply.status(201).send(toPayslipDto(corrective, userId));
    },
  );

  fastify.delete(
    '/payslips/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Supprimer un brouillon',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePayslip(request.em, request.currentUserId(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  fastify.get(
    '/payslips/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'Le bulletin en PDF (pièce jointe bulletin-AAAA-MM.pdf)',
        description:
          "Celui d'un bulletin finalisé est le PDF figé à sa finalisation, avec son empreinte (Repr-Digest, RFC 9530).",
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const access = await request.planAccess();
      const pdf = await buildPayslipPdf(request.em, request.currentUserId(), request.params.id, {
        testPayslip: !canUseFeature(access, 'finalPayslip'),
      });
      if (pdf.sha256) {
        reply.header('repr-digest', `sha-256=:${Buffer.from(pdf.sha256, 'hex').toString('base64')}:`);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(pdf.fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
};

export default payslipRoutes;
