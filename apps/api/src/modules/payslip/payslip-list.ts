import type { EntityManager } from '@mikro-orm/core';
import type { Payslip as PayslipDto } from '@dirigeo/schemas';
import type { AppCaches } from '../../lib/cache/app-caches.ts';
import { type PrecompressedJson, precompressJson } from '../../lib/precompressed-json.ts';
import { listPayslips } from './list-payslips.ts';
import { toPayslipDto } from './payslip.dto.ts';

/**
 * The read and write gate of a user's payslip list, which `caches.payslipLists` keeps serialised
 * per user: every read of the list comes through `readPayslipList`, every write that changes it
 * through `changePayslipsOf` (create, delete), so no write path can forget to evict it, on this
 * instance or another.
 */

/** What GET /api/payslips answers: the cached bytes, or the list itself while the cache is bypassed. */
export type PayslipListAnswer = { body: PrecompressedJson } | { payslips: PayslipDto[] };

/**
 * The user's payslips, newest first. From the cache when it holds them: the very JSON the route's
 * serializer (`serialize`) made of the list, as UTF-8 bytes, compressed once, so neither the query
 * nor the response validation is redone; the key is the session's user, never a parameter. While
 * the cache is bypassed (its invalidation feed is down), the list itself, for the ordinary path
 * through the route's schema.
 */
export async function readPayslipList(
  em: EntityManager,
  caches: AppCaches,
  userId: number,
  serialize: (payslips: PayslipDto[]) => unknown,
): Promise<PayslipListAnswer> {
  const load = async () => (await listPayslips(em, userId)).map((payslip) => toPayslipDto(payslip, userId));
  const lists = caches.payslipLists;
  if (!lists.enabled) return { payslips: await load() };
  const body = await lists.read(userId, async () => {
    const serialised = serialize(await load());
    if (typeof serialised !== 'string') throw new Error('the payslip list serialised to bytes');
    return precompressJson(Buffer.from(serialised));
  });
  return { body };
}

/**
 * Runs a write to the user's payslips in a transaction that tells every instance their list
 * changed (see `AppCaches.write`): the only way the module's writers change payslips.
 */
export function changePayslipsOf<T>(
  em: EntityManager,
  caches: AppCaches,
  userId: number,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return caches.write(em, { type: 'payslips', userId }, work);
}
