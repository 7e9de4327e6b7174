import { payslipDetail } from '../../modules/activity/activity-details.ts';
import {
  createPayslipBodySchema,
  idParamsSchema,
  payslipDetailSchema,
  payslipSchema,
} from '@dirigeo/schemas';
import { canUseFeature } from '@dirigeo/site-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { buildPayslipPdf } from '../../modules/payslip/build-payslip-pdf.ts';
import { createPayslip } from '../../modules/payslip/create-payslip.ts';
import { deletePayslip } from '../../modules/payslip/delete-payslip.ts';
import { getPayslipDetail } from '../../modules/payslip/get-payslip-detail.ts';
import { toPayslipDto } from '../../modules/payslip/payslip.dto.ts';
import { listPayslips } from '../../modules/payslip/list-payslips.ts';
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
        response: { 200: z.array(payslipSchema), ...errorResponses(401) },
      },
    },
    async (request) => listPayslips(request.em, request.currentUserId()),
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
          '(document et PDF) à sa création.',
        body: createPayslipBodySchema,
        response: { 201: payslipSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
      // Finalising is Essentielle's (a test payslip on Freemium and in the trial's demo mode).
      preHandler: async (request) => {
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
