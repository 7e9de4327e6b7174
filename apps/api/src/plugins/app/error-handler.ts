import { DOCUMENT_TOO_LARGE_MESSAGE } from '@dirigeo/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ConflictError, DomainError, ValidationError } from '../../lib/errors.ts';

/** French messages for the errors Fastify and its plugins raise themselves, by code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas du JSON valide",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Ce type de contenu n'est pas accepté",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée de la requête est incorrecte',
  FST_REQ_FILE_TOO_LARGE: DOCUMENT_TOO_LARGE_MESSAGE,
  FST_PARTS_LIMIT: 'La requête contient trop de parties',
  FST_FILES_LIMIT: 'Un seul fichier peut être envoyé à la fois',
  FST_FIELDS_LIMIT: 'La requête contient trop de champs',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'La requête doit être envoyée en multipart/form-data',
  FST_ERR_VALIDATION: 'Données invalides',
};

/**
 * Statuses of framework errors that are not what their plugin says: a second file, or too many
 * fields or parts, in an upload is a malformed request (400), not one too large (the 413 of
 * @fastify/multipart's limits), which only the file's size is.
 */
const FRAMEWORK_STATUSES: Record<string, number> = {
  FST_FILES_LIMIT: 400,
  FST_PARTS_LIMIT: 400,
  FST_FIELDS_LIMIT: 400,
};

/** A French message for any client error status, when nothing more precise is known. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Vous devez être connecté',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  406: 'Format de réponse non disponible',
  409: 'Conflit avec une donnée existante',
  413: 'La requête est trop volumineuse',
  414: "L'adresse demandée est trop longue",
  415: "Ce type de contenu n'est pas accepté",
  429: 'Trop de requêtes, veuillez réessayer dans une minute',
};

/**
 * Errors the router raises before any route or hook runs (a malformed percent-encoding, a path
 * parameter longer than 100 characters): the same French `{ message }` as every other 4xx.
 * Given to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  void reply.status(status).send({ message: status === 414 ? STATUS_MESSAGES[414] : 'Adresse invalide' });
}

const INTERNAL_ERROR_MESSAGE = 'Une erreur interne est survenue, veuillez réessayer plus tard';

const STORAGE_FULL = {
  status: 507,
  message:
    "Le serveur n'a plus assez d'espace de stockage : rien n'a été enregistré. Veuillez réessayer plus tard.",
  log: 'storage full: the write was refused',
};
const STORAGE_READ_ONLY = {
  status: 503,
  message:
    "Le stockage du serveur est en lecture seule : rien n'a été enregistré. Veuillez réessayer plus tard.",
  log: 'storage read-only: the write was refused',
};

/**
 * Failures of the storage underneath, by the code of the system error (the disk) or the SQLSTATE
 * of PostgreSQL (the database's disk): the client is told what happened, in French, and that
 * nothing was kept (the writers clean up after themselves).
 */
const STORAGE_FAILURES: Readonly<Record<string, typeof STORAGE_FULL>> = {
  ENOSPC: STORAGE_FULL,
  EDQUOT: STORAGE_FULL,
  // PostgreSQL: disk_full, insufficient_resources.
  '53100': STORAGE_FULL,
  EROFS: STORAGE_READ_ONLY,
  // PostgreSQL: read_only_sql_transaction (a standby, or a read-only database).
  '25006': STORAGE_READ_ONLY,
};

function storageFailureOf(error: unknown) {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') {
    return undefined;
  }
  return Object.hasOwn(STORAGE_FAILURES, error.code) ? STORAGE_FAILURES[error.code] : undefined;
}

/**
 * One error handler for the whole API: typed domain errors, validation failures and framework
 * errors become a 4xx with a French `{ message, issues? }`; everything else is a logged 500 whose
 * text and stack never reach the client.
 */
const MALFORMED_MULTIPART_MESSAGE =
  'Le fichier envoyé est incomplet ou mal formé\u00a0: envoyez-le à nouveau';

/** What the multipart parser (@fastify/busboy) throws on a body that is not valid multipart. */
const MALFORMED_MULTIPART_MESSAGES = new Set([
  'Unexpected end of multipart data',
  'Multipart: Boundary not found',
  'Malformed part header',
  'Unexpected end of form',
  'Part terminated early due to unexpected end of multipart data',
]);

async function errorHandler(fastify: FastifyInstance): Promise<void> {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    // An error may come before the body was read (an upload that failed half-way, a refusal before
    // the body): the connection is closed after the answer, rather than kept alive with the rest
    // of the body still to come, which would hang the next request sent on it.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: String(issue.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: issue.message ?? 'Valeur invalide',
      }));
      return reply.status(400).send({ message: issues[0]?.message ?? 'Données invalides', issues });
    }
    if (error instanceof ValidationError) {
      return reply.status(400).send({ message: error.message, issues: error.issues });
    }
    if (error instanceof ConflictError && error.field !== undefined) {
      // On a field (a username taken): the form puts the message under it.
      return reply
        .status(409)
        .send({ message: error.message, issues: [{ path: error.field, message: error.message }] });
    }
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    const status =
      (error.code ? FRAMEWORK_STATUSES[error.code] : undefined) ??
      (typeof error.statusCode === 'number' ? error.statusCode : 500);
    if (status >= 400 && status < 500) {
      const message =
        (error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ??
        STATUS_MESSAGES[status] ??
        'Requête invalide';
      request.log.info({ code: error.code, status }, 'client error');
      return reply.status(status).send({ message });
    }
    // A multipart body cut short or malformed (the parser's own errors): the client's.
    if (MALFORMED_MULTIPART_MESSAGES.has(error.message)) {
      request.log.info({ status: 400, reason: error.message }, 'client error: malformed multipart body');
      return reply.status(400).send({ message: MALFORMED_MULTIPART_MESSAGE });
    }
    // PostgreSQL refusing a character it cannot store (a NUL in a multipart field): the client's.
    if ('code' in error && error.code === '22021') {
      request.log.info({ code: error.code, status: 400 }, 'client error');
      return reply
        .status(400)
        .send({ message: 'La requête contient un caractère qui ne peut pas être enregistré' });
    }
    const storageFailure = storageFailureOf(error);
    if (storageFailure) {
      request.log.error({ err: error }, storageFailure.log);
      return reply
        .status(storageFailure.status)
        .header('retry-after', '60')
        .send({ message: storageFailure.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
