import { describe, expect, it } from 'vitest';
import { describeAdminAction } from './list-admin-audit-log.ts';

describe('describeAdminAction', () => {
  it('says in French what each recorded action was, with its number', () => {
    expect(describeAdminAction('sign-in', null)).toBe('Connexion à l’administration');
    expect(describeAdminAction('PUT /api/admin/blog-articles/:id', 'id=12')).toBe(
      'Article de blog modifié (n° 12)',
    );
    expect(describeAdminAction('POST /api/admin/blog-articles/import', 'dryRun=false')).toBe(
      'Articles de blog importés',
    );
    expect(describeAdminAction('POST /api/admin/blog-articles/import', 'dryRun=true')).toBe(
      'Import d’articles de blog vérifié, sans rien appliquer',
    );
  });

  it('shows an action it has no words for as the server recorded it, never hides it', () => {
    expect(describeAdminAction('DELETE /api/admin/something/:id', 'id=3')).toBe(
      'DELETE /api/admin/something/:id (n° 3)',
    );
  });
});
