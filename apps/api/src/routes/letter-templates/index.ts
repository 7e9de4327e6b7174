import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { LETTER_FILE_TYPES, renderLetterFile } from '../../modules/letter-template/render-letter-file.ts';
import { errorResponses } from '../error-responses.ts';
import { publicFormRateLimit } from '../public-form-rate-limit.ts';

export interface LetterTemplateRoutesOptions {
  env: Env;
}

const paramsSchema = z.object({
  slug: z.string().max(120, { error: 'Modèle de document introuvable' }),
});

/** The form's values, field by field; each template's own schema checks them in the domain function. */
const valuesSchema = z
  .record(z.string().max(100), z.unknown(), { error: 'Le corps de la requête doit être un objet JSON' })
  .meta({
    description:
      'Les champs du formulaire du modèle (chaînes : dates AAAA-MM-JJ, heures HH:MM, montants en euros tels que saisis).',
  });

/** A letter's form is a few dozen fields of at most 4 000 characters. */
const BODY_LIMIT = 256 * 1024;

/**
 * The tools hub's letter templates as files (spec 001 §2 "Modèles de documents"): the visitor's fields
 * in, an editable .docx or a printable PDF out, named after the template and the letter's date, never
 * cached and never stored. The public forms' per-IP limit applies.
 */
const letterTemplateRoutes: FastifyPluginAsyncZod<LetterTemplateRoutesOptions> = async (fastify, { env }) => {
  for (const format of ['docx', 'pdf'] as const) {
    fastify.post(
      `/modeles/:slug/${format}`,
      {
        bodyLimit: BODY_LIMIT,
        config: publicFormRateLimit(env),
        schema: {
          tags: ['modèles de documents'],
          summary:
            format === 'docx' ? 'Une lettre remplie, en document Word (.docx)' : 'Une lettre remplie, en PDF',
          description:
            'Les champs sont vérifiés par le schéma du modèle (400 avec un message en français par champ) ; le fichier est en pièce jointe `modele-<slug>-<date de la lettre>`.',
          params: paramsSchema,
          body: valuesSchema,
          produces: [LETTER_FILE_TYPES[format]],
          response: {
            200: z.unknown().meta({ type: 'string', format: 'binary' }),
            ...errorResponses(400, 403, 404, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const file = await renderLetterFile(request.params.slug, request.body, format);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  }
};

export default letterTemplateRoutes;
