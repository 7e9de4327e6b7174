import { officialDatasetSchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicJson } from '../../lib/public-cache.ts';
import { listOfficialDatasets } from '../../modules/official-dataset/list-official-datasets.ts';

/** /api/sources-officielles: which official datasets are loaded, from which package and version. */
const officialSourceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sources-officielles',
    {
      schema: {
        tags: ['sources officielles'],
        summary: 'Les données officielles chargées : éditeur, paquet npm, version, licence',
        response: {
          200: z.array(officialDatasetSchema),
          304: z.null().describe('Inchangé depuis la version que désigne If-None-Match'),
        },
      },
    },
    async (request, reply) => sendPublicJson(request, reply, await listOfficialDatasets(request.em)),
  );
};

export default officialSourceRoutes;
