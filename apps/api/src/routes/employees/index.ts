import {
  employeeBodySchema,
  employeeListSchema,
  employeePatchSchema,
  employeeSchema,
  idParamsSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEmployee } from '../../modules/employee/create-employee.ts';
import { deleteEmployee } from '../../modules/employee/delete-employee.ts';
import { toEmployeeDto } from '../../modules/employee/employee.dto.ts';
import { findEmployee } from '../../modules/employee/find-employee.ts';
import { listEmployees } from '../../modules/employee/list-employees.ts';
import { updateEmployee } from '../../modules/employee/update-employee.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['salariés'];
const security = [{ session: [] }];

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
};

export default employeeRoutes;
