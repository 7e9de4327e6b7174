import { chargesSimulationQuerySchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { buildChargesSimulationPdf } from '../../modules/simulator/build-charges-simulation-pdf.ts';
import { errorResponses } from '../error-responses.ts';

/** /api/simulators: what the public simulators produce on the server. */
const simulatorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/simulators/charges-sociales/pdf',
    {
      schema: {
        tags: ['simulateurs'],
        summary: 'La simulation de charges sociales en PDF (estimation forfaitaire et calcul exact)',
        description:
          'Salaire brut en euros (point décimal, 2 décimales au plus). Le PDF reprend les deux calculs, la date et les taux appliqués.',
        querystring: chargesSimulationQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const pdf = await buildChargesSimulationPdf(request.query);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(pdf.fileName))
          // Dated the day it is made: never served from a cache on another day.
          .header('cache-control', 'no-store')
          .send(pdf.bytes)
      );
    },
  );
};

export default simulatorRoutes;
