/**
 * Errors the domain functions throw. The error handler turns each into its status code and its
 * French message; anything else is a 500 whose text never reaches the client.
 */
export class DomainError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** One field's problem, as zod validation errors are reported: `{ path: 'name', message }`. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export class ValidationError extends DomainError {
  override name = 'ValidationError';
  readonly issues: ValidationIssue[];
  /** `message`: what the answer says above its issues; by default, the first issue's message. */
  constructor(issues: ValidationIssue[], message?: string) {
    super(400, message ?? issues[0]?.message ?? 'Données invalides');
    this.issues = issues;
  }
}

export class BadRequestError extends DomainError {
  override name = 'BadRequestError';
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends DomainError {
  override name = 'UnauthorizedError';
  constructor(message = 'Vous devez être connecté') {
    super(401, message);
  }
}

/** A feature the account's plan does not include: the message names the plan that unlocks it. */
export class PaymentRequiredError extends DomainError {
  override name = 'PaymentRequiredError';
  constructor(message: string) {
    super(402, message);
  }
}

export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
  constructor(message = 'Accès refusé') {
    super(403, message);
  }
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  constructor(message = 'Ressource introuvable') {
    super(404, message);
  }
}

export class ConflictError extends DomainError {
  override name = 'ConflictError';
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends DomainError {
  override name = 'PayloadTooLargeError';
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  override name = 'UnsupportedMediaTypeError';
  constructor(message: string) {
    super(415, message);
  }
}

export class TooManyRequestsError extends DomainError {
  override name = 'TooManyRequestsError';
  constructor(message: string) {
    super(429, message);
  }
}
