import type { EntityManager } from '@mikro-orm/core';
import type { SessionSummary } from './session-summary.ts';
import { Session } from './session.entity.ts';

/**
 * The open sessions of a client, the most recently used first: where they are signed in. Sessions
 * waiting for their second factor are listed too (someone has the password). `currentPublicId`
 * marks the asking request's own.
 */
export async function listSessionsOfUser(
  em: EntityManager,
  userId: number,
  options: { currentPublicId?: string } = {},
): Promise<SessionSummary[]> {
  const rows = await em.find(
    Session,
    { userId, role: 'client', expire: { $gt: new Date() } },
    { orderBy: { lastUsedAt: 'desc', createdAt: 'desc' } },
  );
  return rows.map((row) => ({
    id: row.publicId,
    userAgent: row.userAgent ?? null,
    ip: row.ip ?? null,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.publicId === options.currentPublicId,
  }));
}
