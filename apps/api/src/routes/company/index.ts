import { companyBodySchema, companySchema, officerBodySchema, officerSchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCompany } from '../../modules/company/get-company.ts';
import { updateCompany } from '../../modules/company/update-company.ts';
import { findCurrentUser } from '../../modules/user/find-current-user.ts';
import { toOfficerDto } from '../../modules/user/officer.dto.ts';
import { updateOfficer } from '../../modules/user/update-officer.ts';
import { errorResponses } from '../error-responses.ts';

const security = [{ session: [] }];

/**
 * /api/company and /api/officer: what the payslips and the DSN need to know, filled once by the
 * signed-in user (issue 23 §2). Nothing else can be read or written here.
 */
const companyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/company',
    {
      schema: {
        tags: ['entreprise'],
        security,
        summary: 'Son entreprise (missing : ce qui manque encore pour la DSN)',
        response: { 200: companySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getCompany(request.em, request.currentUserId()),
  );

  fastify.put(
    '/company',
    {
      schema: {
        tags: ['entreprise'],
        security,
        summary: 'Remplacer son entreprise ; répond l’entreprise telle qu’enregistrée',
        description:
          'SIRET (SIREN + NIC) et IBAN vérifiés par leur clé ; idcc : 4 chiffres ou null ; atmpRatePercent : taux notifié ; ' +
          'headcount : l’effectif, ou null pour le compter chaque mois à partir des contrats (équivalent temps plein, art. L1111-2 du Code du travail).',
        body: companyBodySchema,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const company = await updateCompany(request.em, request.currentUserId(), request.body);
      await request.recordActivity('settings-changed', { detail: 'Informations de la société' });
      return company;
    },
  );

  fastify.get(
    '/officer',
    {
      schema: {
        tags: ['entreprise'],
        security,
        summary: 'Le mandataire tel que la DSN le nomme (missing : ce qui manque encore)',
        response: { 200: officerSchema, ...errorResponses(401) },
      },
    },
    async (request) => toOfficerDto(await findCurrentUser(request.em, request.currentUserId())),
  );

  fastify.put(
    '/officer',
    {
      schema: {
        tags: ['entreprise'],
        security,
        summary: 'Remplacer ses informations personnelles pour la DSN',
        description: 'NIR vérifié par sa clé (2A/2B pour la Corse) ; taux de prélèvement et son type.',
        body: officerBodySchema,
        response: { 200: officerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const officer = await updateOfficer(request.em, request.currentUserId(), request.body);
      await request.recordActivity('settings-changed', { detail: 'Informations du dirigeant' });
      return toOfficerDto(officer);
    },
  );
};

export default companyRoutes;
