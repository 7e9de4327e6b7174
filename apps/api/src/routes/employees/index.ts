import {
  certificatDeTravailBodySchema,
  END_OF_CONTRACT_DOCUMENT_LABELS,
  type EndOfContractDocument,
  employeeBodySchema,
  employeeListSchema,
  employeePatchSchema,
  employeeSchema,
  endOfContractParamsSchema,
  idParamsSchema,
  recuPourSoldeDeToutCompteBodySchema,
} from '@dirigeo/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEmployee } from '../../modules/employee/create-employee.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { renderEndOfContractDocument } from '../../modules/end-of-contract/render-end-of-contract-document.ts';
import { deleteEmployee } from '../../modules/employee/delete-employee.ts';
import { toEmployeeDto } from '../../modules/employee/employee.dto.ts';
import { findEmployee } from '../../modules/employee/find-employee.ts';
import { listEmployees } from '../../modules/employee/list-employees.ts';
import { updateEmployee } from '../../modules/employee/update-employee.ts';
import { LETTER_FILE_TYPES, type LetterFile } from '../../modules/letter-template/render-letter-file.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['salariés'];
const security = [{ session: [] }];

/** The schema of an end-of-contract document's route: its body, a file or a French error. */
function endOfContractRouteOptions<Body extends z.ZodType>(
  document: EndOfContractDocument,
  body: Body,
  description: string,
) {
  return {
    schema: {
      tags,
      security,
      summary: `${END_OF_CONTRACT_DOCUMENT_LABELS[document]} d’un salarié dont le contrat finit (PDF ou Word)`,
      description,
      params: endOfContractParamsSchema,
      body,
      produces: [LETTER_FILE_TYPES.pdf, LETTER_FILE_TYPES.docx],
      response: {
        200: z.unknown().meta({ type: 'string', format: 'binary' }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
  };
}

/** A letter as an attachment, never cached. */
function sendLetterFile(reply: FastifyReply, file: LetterFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** /api/employees: the signed-in user's company's staff and their contracts (issue 25). */
const employeeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/employees',
    {
      schema: {
        tags,
        security,
        summary: 'Ses salariés, actuels et passés, par nom',
        response: { 200: employeeListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      employees: (await listEmployees(request.em, request.currentUserId())).map((employee) =>
        toEmployeeDto(employee),
      ),
    }),
  );

  fastify.post(
    '/employees',
    {
      schema: {
        tags,
        security,
        summary: 'Ajouter un salarié et son contrat',
        description:
          'NIR vérifié par sa clé (2A/2B) ; un CDD a une date de fin et un motif ; âge entre 14 et 100 ans ; montants en centimes.',
        body: employeeBodySchema,
        response: { 201: employeeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const employee = await createEmployee(request.em, request.currentUserId(), request.body);
      return reply.code(201).send(toEmployeeDto(employee));
    },
  );

  fastify.get(
    '/employees/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Un salarié et son contrat',
        params: idParamsSchema,
        response: { 200: employeeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      toEmployeeDto(await findEmployee(request.em, request.currentUserId(), request.params.id)),
  );

  fastify.patch(
    '/employees/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Modifier un salarié, finir son contrat (contractEnd) ou l’archiver (archived)',
        description:
          'Les règles entre champs sont vérifiées sur le résultat ; archiver demande la date de fin du contrat.',
        params: idParamsSchema,
        body: employeePatchSchema,
        response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toEmployeeDto(
        await updateEmployee(request.em, request.currentUserId(), request.params.id, request.body),
      ),
  );

  fastify.delete(
    '/employees/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Supprimer un salarié saisi par erreur (sans bulletin ; sinon 409 : l’archiver)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteEmployee(request.em, request.currentUserId(), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // The documents the employer hands over when the contract ends: one route per document, each with its body.
  fastify.post(
    '/employees/:id/end-of-contract/certificat-de-travail.:format',
    endOfContractRouteOptions(
      'certificat-de-travail',
      certificatDeTravailBodySchema,
      'Prérempli par le serveur : l’entreprise, le dirigeant signataire, le salarié, ses dates d’entrée et de sortie et son emploi. 409 sans date de fin de contrat ; 400 par champ en français (la date de sortie ne peut pas suivre celle du certificat).',
    ),
    async (request, reply) =>
      sendLetterFile(
        reply,
        await renderEndOfContractDocument(
          request.em,
          request.currentUserId(),
          request.params.id,
          { document: 'certificat-de-travail', body: request.body },
          request.params.format,
        ),
      ),
  );

  fastify.post(
    '/employees/:id/end-of-contract/recu-pour-solde-de-tout-compte.:format',
    endOfContractRouteOptions(
      'recu-pour-solde-de-tout-compte',
      recuPourSoldeDeToutCompteBodySchema,
      'Prérempli par le serveur depuis le bulletin finalisé du dernier mois du contrat : le salaire brut, les autres sommes versées, le net payé et, par défaut, la date de paiement. 409 sans date de fin de contrat ou sans ce bulletin finalisé ; 400 par champ en français.',
    ),
    async (request, reply) =>
      sendLetterFile(
        reply,
        await renderEndOfContractDocument(
          request.em,
          request.currentUserId(),
          request.params.id,
          { document: 'recu-pour-solde-de-tout-compte', body: request.body },
          request.params.format,
        ),
      ),
  );
};

export default employeeRoutes;
