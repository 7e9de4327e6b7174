import { z } from './zod-fr.ts';

/** The longest question, and the longest message of the history, the assistant takes. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Spec 001 §9: the last 5 messages go with a question. */
export const CHAT_HISTORY_MAX = 5;

/** A message of the conversation as the client keeps it (spec 001 §3 "Chat message"). */
export const chatMessageSchema = z.object({
  id: z
    .string({ error: 'Chaque message doit avoir un identifiant.' })
    .max(100, { error: 'Identifiant de message trop long.' }),
  content: z.string({ error: 'Chaque message doit avoir un contenu.' }).max(CHAT_MESSAGE_MAX_LENGTH, {
    error: `Un message ne peut pas dépasser ${CHAT_MESSAGE_MAX_LENGTH} caractères.`,
  }),
  isUser: z.boolean({ error: 'Chaque message doit dire s’il vient du visiteur (isUser).' }),
  timestamp: z.union([z.string().max(40), z.number()], { error: 'Date de message invalide.' }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat's body (spec 001 §7). */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Veuillez saisir votre question.' })
    .max(CHAT_MESSAGE_MAX_LENGTH, {
      error: `Votre question ne peut pas dépasser ${CHAT_MESSAGE_MAX_LENGTH} caractères.`,
    })
    .refine((value) => value.trim().length > 0, { error: 'Veuillez saisir votre question.' }),
  conversation: z
    .array(chatMessageSchema, { error: 'L’historique de la conversation est invalide.' })
    .max(CHAT_HISTORY_MAX, { error: `L’historique ne peut pas dépasser ${CHAT_HISTORY_MAX} messages.` })
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/chat's answer: HTML sanitised by the server. */
export const chatResponseSchema = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
