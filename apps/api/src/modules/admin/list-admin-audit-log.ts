import type { AdminAuditLog } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { AdminAuditEntry } from './admin-account.entity.ts';

/**
 * The French words for each action the back office records (`recordAdminAction`: `sign-in`, and
 * every write as « method route »). An action missing here (a route added later) is shown as the
 * server recorded it, never hidden.
 */
const ACTION_DESCRIPTIONS: Record<string, string> = {
  'sign-in': 'Connexion à l’administration',
  'PATCH /api/admin/submissions/:id': 'Statut d’une demande de contact changé',
  'POST /api/admin/blog-articles': 'Article de blog créé',
  'PUT /api/admin/blog-articles/:id': 'Article de blog modifié',
  'POST /api/admin/blog-articles/import': 'Articles de blog importés',
};

/** « Article de blog modifié (n° 12) »; a dry run of an import says it changed nothing. */
export function describeAdminAction(action: string, target: string | null): string {
  const parts = new Map(
    (target ?? '')
      .split(' ')
      .filter((part) => part.includes('='))
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  if (action === 'POST /api/admin/blog-articles/import' && parts.get('dryRun') === 'true') {
    return 'Import d’articles de blog vérifié, sans rien appliquer';
  }
  const words = ACTION_DESCRIPTIONS[action] ?? action;
  const id = parts.get('id');
  return id === undefined ? words : `${words} (n° ${id})`;
}

/**
 * The back office's audit log, newest first: `limit` actions older than the action `before` (all
 * when absent), and where the next page starts.
 */
export async function listAdminAuditLog(
  em: EntityManager,
  { limit, before }: { limit: number; before?: number | undefined },
): Promise<AdminAuditLog> {
  const rows = await em.find(AdminAuditEntry, before === undefined ? {} : { id: { $lt: before } }, {
    orderBy: { id: 'desc' },
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      author: row.author,
      description: describeAdminAction(row.action, row.target ?? null),
      action: row.action,
      target: row.target ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
