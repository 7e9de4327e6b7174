import type { EntityManager } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import pLimit from 'p-limit';
import { BadRequestError } from '../errors.ts';

/** PostgreSQL's « canceling statement due to statement timeout ». */
const QUERY_CANCELED = '57014';

const STATEMENT_TIMEOUT_MESSAGE =
  'Cette recherche demande trop de travail : raccourcissez-la ou retirez des mots, puis réessayez.';

/**
 * Public searches admitted to the embedded database at once. PGlite runs one query at a time on
 * this thread: eight searches sent together used to queue eight searches' worth of work in front
 * of every other request (the health check, a sign-in, a page). Past the gate they wait in
 * JavaScript, where the others overtake them, so any other request waits for one search at most.
 * `setImmediate` is Node's: this module runs on the server only.
 */
const embeddedSearchGate = pLimit(1);

/**
 * Runs a public read within bounds (issue 28 §4). On PostgreSQL, in a transaction whose
 * `statement_timeout` is `ms`: a query past it is cancelled and the visitor gets a French 400. The
 * embedded database has no timer to cancel a query with: there the searches pass one at a time
 * (`embeddedSearchGate`), and the bounds of their words (`modules/search/search-limits.ts`) keep
 * each one short.
 */
export async function withStatementTimeout<T>(
  em: EntityManager,
  ms: number,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  if (em.getDriver() instanceof PgliteDriver) {
    return embeddedSearchGate(async () => {
      // PGlite runs each query synchronously, and the next search would start in the microtask
      // that ends this one: without this turn of the event loop, the requests waiting on the
      // network (a health check, a page) would wait for every queued search.
      await new Promise((resolve) => setImmediate(resolve));
      return work(em);
    });
  }
  try {
    return await em.transactional(async (tx) => {
      await tx
        .getConnection()
        .execute(`set local statement_timeout = ${Math.trunc(ms)}`, [], 'run', tx.getTransactionContext());
      return work(tx);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED)
      throw new BadRequestError(STATEMENT_TIMEOUT_MESSAGE);
    throw error;
  }
}
