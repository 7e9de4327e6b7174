import type { EntityManager } from '@mikro-orm/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTypoVocabularies, typoVocabulary, VOCABULARY_TTL_MS } from './typo-vocabularies.ts';

/** An entity manager whose database holds `titles` in its search index, counting its reads. */
function fakeEntityManager(titles: string[]) {
  const driver = {};
  const reads = { count: 0 };
  const em = {
    getDriver: () => driver,
    getTransactionContext: () => undefined,
    fork: () => em,
    getConnection: () => ({
      execute: async () => {
        reads.count += 1;
        return titles.map((text) => ({ text }));
      },
    }),
  } as unknown as EntityManager;
  return { em, reads, titles };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('typoVocabulary', () => {
  it('reads a corpus once, and again after a write through this process forgot it', async () => {
    const { em, reads, titles } = fakeEntityManager(['Indemnité de licenciement']);
    expect((await typoVocabulary(em, 'site')).nearest('licensiement')).toBe('licenciement');
    await typoVocabulary(em, 'site');
    expect(reads.count).toBe(1);
    titles.push('Les dividendes');
    forgetTypoVocabularies(em, 'site');
    expect((await typoVocabulary(em, 'site')).nearest('divdendes')).toBe('dividendes');
    expect(reads.count).toBe(2);
  });

  it('keeps serving the old dictionary past its time to live while the next one loads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { em, reads, titles } = fakeEntityManager(['Préavis de démission']);
    await typoVocabulary(em, 'site');
    titles.push('Cotisations sociales');
    vi.setSystemTime(Date.now() + VOCABULARY_TTL_MS + 1);
    const served = await typoVocabulary(em, 'site');
    expect(served.nearest('cotisasions')).toBeNull();
    expect(reads.count).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await typoVocabulary(em, 'site')).nearest('cotisasions')).toBe('cotisations');
    expect(reads.count).toBe(2);
  });

  it('keeps each database’s dictionaries apart', async () => {
    const first = fakeEntityManager(['Congés payés']);
    const second = fakeEntityManager(['Heures supplémentaires']);
    expect((await typoVocabulary(first.em, 'site')).nearest('supplementaires')).toBeNull();
    expect((await typoVocabulary(second.em, 'site')).nearest('suplementaires')).toBe('supplementaires');
  });
});
