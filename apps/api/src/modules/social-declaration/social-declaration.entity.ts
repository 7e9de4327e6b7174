import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.ts';

/** A monthly social declaration (DSN) of a user (spec 000 §3). No screen uses it yet. */
export const SocialDeclaration = defineEntity({
  name: 'SocialDeclaration',
  indexes: [{ name: 'social_declaration_user_period_index', properties: ['user', 'period'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    type: p.string().length(255),
    period: p.string().length(255),
    status: p.string().length(255),
    data: p.json<Record<string, unknown>>().nullable(),
    fileUrl: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SocialDeclaration = InferEntity<typeof SocialDeclaration>;
