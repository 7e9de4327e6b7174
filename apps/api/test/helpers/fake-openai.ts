import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAi {
  url: string;
  /** The bodies of the chat completion requests received. */
  requests: unknown[];
  /** What the next answers do. */
  behaviour: { content: string; status: number; delayMs: number };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** An OpenAI-compatible server on loopback: POST /v1/chat/completions answers `behaviour`. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'url' | 'close'> = {
    requests: [],
    behaviour: { content: '<p>Réponse du modèle.</p>', status: 200, delayMs: 0 },
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    fake.requests.push(JSON.parse(body));
    const { content, status, delayMs } = fake.behaviour;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      status === 200
        ? JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'modele-de-test',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          })
        : JSON.stringify({ error: { message: 'panne' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get behaviour() {
      return fake.behaviour;
    },
    set behaviour(value) {
      fake.behaviour = value;
    },
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
