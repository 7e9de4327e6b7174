import OpenAI from 'openai';
import type { Passage } from '../search/retrieve-passages.ts';

/** Writes an answer from the passages it is given, and from nothing else. */
export interface ChatProvider {
  /** Past this, the answer is composed from the passages alone. */
  timeoutMs: number;
  write(question: string, passages: readonly Passage[], signal: AbortSignal): Promise<string>;
}

const INSTRUCTIONS = [
  "Tu es l'assistant du site Dirigeo, qui établit les bulletins de paie des dirigeants assimilés salariés.",
  'Réponds en français, brièvement, uniquement à partir des passages numérotés ci-dessous : aucun chiffre, aucun taux, aucune règle qui ne figure pas dans un passage.',
  'Cite chaque passage utilisé par un lien vers son adresse, sous la forme <a href="ADRESSE">TITRE</a>.',
  'Si les passages ne répondent pas à la question, dis-le simplement et propose un entretien découverte gratuit avec un expert, sans rien inventer.',
  'Écris du HTML simple : <p>, <ul>, <li>, <strong>, <em> et <a href> seulement.',
].join('\n');

function passagesText(passages: readonly Passage[]): string {
  return passages
    .map((passage, index) =>
      `[${index + 1}] ${passage.title} (${passage.url})\n${passage.description}\n${passage.excerpt}`.trim(),
    )
    .join('\n\n');
}

/** An OpenAI-compatible provider (the `openai` package), told to write from the passages only. */
export function openAiCompatibleProvider(options: {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Past this, the request is abandoned (CHAT_PROVIDER_TIMEOUT_MS, 8 s by default). */
  timeoutMs: number;
}): ChatProvider {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    timeoutMs: options.timeoutMs,
    async write(question, passages, signal) {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          temperature: 0.2,
          max_tokens: 700,
          messages: [
            {
              role: 'system',
              content: `${INSTRUCTIONS}\n\nPassages :\n\n${passagesText(passages) || '(aucun)'}`,
            },
            { role: 'user', content: question },
          ],
        },
        { signal },
      );
      const text = completion.choices[0]?.message.content?.trim();
      if (!text) throw new Error('the provider answered nothing');
      return text;
    },
  };
}
