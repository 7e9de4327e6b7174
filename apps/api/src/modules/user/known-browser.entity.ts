import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/**
 * A browser an account has signed in from (`known_browser`): the SHA-256 of its name, system and
 * kind of device (not its version, which changes every month), so that a sign-in from any other
 * sends a login alert. Erased with the account.
 */
export const KnownBrowser = defineEntity({
  name: 'KnownBrowser',
  tableName: 'known_browser',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    browserKey: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'known_browser_user_id_browser_key_unique', properties: ['user', 'browserKey'] }],
});
export type KnownBrowser = InferEntity<typeof KnownBrowser>;
