import {
  createPayslipBodySchema,
  idParamsSchema,
  payslipDetailSchema,
  payslipSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { sendPrecompressedJson } from '../../lib/precompressed-json.ts';
import { buildPayslipPdf } from '../../modules/payslip/build-payslip-pdf.ts';
import { createPayslip } from '../../modules/payslip/create-payslip.ts';
import { deletePayslip } from '../../modules/payslip/delete-payslip.ts';
import { getPayslipDetail } from '../../modules/payslip/get-payslip-detail.ts';
import { toPayslipDto } from '../../modules/payslip/payslip.dto.ts';
import { readPayslipList } from '../../modules/payslip/payslip-list.ts';
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
    async (request, reply) => {
      const list = await readPayslipList(request.em, fastify.caches, request.currentUserId(), (payslips) =>
        reply.serialize(payslips),
      );
      return 'body' in list ? sendPrecompressedJson(request, reply, list.body) : list.payslips;
    },
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
        response: { 201: payslipSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const userId = request.currentUserId();
      const payslip = await createPayslip(request.em, fastify.caches, userId, request.body);
      return reply.status(201).send(toPayslipDto(payslip, userId));
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
      await deletePayslip(request.em, fastify.caches, request.currentUserId(), request.params.id);
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
      const pdf = await buildPayslipPdf(request.em, request.currentUserId(), request.params.id);
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
