import { idParamsSchema, invoiceSchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { buildInvoicePdf, listInvoices } from '../../modules/invoice/list-invoices.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['abonnement'];
const security = [{ session: [] }];

/** /api/invoices: the signed-in user's invoices. */
const invoiceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/invoices',
    {
      schema: {
        tags,
        security,
        summary: 'Ses factures, la plus récente d’abord (montants en centimes)',
        response: { 200: z.array(invoiceSchema), ...errorResponses(401) },
      },
    },
    async (request) => listInvoices(request.em, request.currentUserId()),
  );

  fastify.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'Une facture en PDF (pièce jointe facture-F-AAAA-NNNNNN.pdf)',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const pdf = await buildInvoicePdf(request.em, request.currentUserId(), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(pdf.fileName))
        .send(pdf.bytes);
    },
  );
};

export default invoiceRoutes;
