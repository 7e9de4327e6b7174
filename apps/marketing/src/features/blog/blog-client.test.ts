import { describe, expect, it } from 'vitest';
import { blogResultCountText, parseBlogList } from './blog-client.ts';

const pagination = (total: number, capped = false) => ({ total, capped, limit: 9, offset: 0 });

describe('the blog list’s answer', () => {
  it('says how many articles a search found, in French', () => {
    expect(blogResultCountText(pagination(0), 'zzz')).toBe('0 article trouvé pour « zzz »');
    expect(blogResultCountText(pagination(1), 'dsn')).toBe('1 article trouvé pour « dsn »');
    expect(blogResultCountText(pagination(12), 'dsn')).toBe('12 articles trouvés pour « dsn »');
    expect(blogResultCountText(pagination(1000), 'paie')).toBe('1\u202f000 articles trouvés pour « paie »');
  });

  it('says « plus de 1 000 » when the search stopped counting (issue 28 §3)', () => {
    expect(blogResultCountText(pagination(1000, true), 'paie')).toBe(
      'Plus de 1\u202f000 articles trouvés pour « paie »',
    );
  });

  it('checks the answer’s shape, whether it stopped counting included', () => {
    expect(parseBlogList({ articles: [], pagination: pagination(1000, true) }).pagination.capped).toBe(true);
    expect(() => parseBlogList({ articles: [], pagination: { total: 0, limit: 9, offset: 0 } })).toThrow(
      'Réponse inattendue du serveur',
    );
  });
});
