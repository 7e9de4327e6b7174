import { once } from 'node:events';
import { createServer, type Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresCacheListener } from '../src/lib/cache/postgres-cache-listener.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * The LISTEN connection's failure paths against a real PostgreSQL server: a connection that dies
 * without a word (a network cut: no FIN, no RST) is only noticed by the heartbeat's ping.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** A loopback TCP relay to PostgreSQL that can go silent, as a cut network does. */
async function startRelay(target: URL): Promise<{ url: string; silence(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let silent = false;
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silent) client.write(chunk);
    });
    for (const socket of [client, upstream]) socket.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    silence: () => {
      silent = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!serverUrl)('the cache listener (PostgreSQL, TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.orm.close(true);
    await database?.dispose();
  });

  it('notices a connection that went silent through its heartbeat, and says it is lost', async () => {
    if (database.target.kind !== 'postgresql') throw new Error('needs PostgreSQL');
    const relay = await startRelay(new URL(database.target.url));
    const listener = new PostgresCacheListener(relay.url, { heartbeatMs: 200, pingTimeoutMs: 300 });
    try {
      await listener.start();
      expect(listener.listening).toBe(true);
      // Pings go round while the network is up.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(listener.listening).toBe(true);
      const lost = once(listener, 'lost');
      const since = Date.now();
      relay.silence();
      await Promise.race([
        lost,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the silent connection went unnoticed')), 3_000),
        ),
      ]);
      expect(listener.listening).toBe(false);
      // Within a heartbeat and a ping's timeout, not the minutes TCP keepalive would take.
      expect(Date.now() - since).toBeLessThan(2_000);
    } finally {
      await listener.close();
      await relay.close();
    }
  });

  it('hears a notification it cannot read, and says so', async () => {
    if (database.target.kind !== 'postgresql') throw new Error('needs PostgreSQL');
    const listener = new PostgresCacheListener(database.target.url);
    try {
      await listener.start();
      const unreadable = once(listener, 'unreadable');
      await database.orm.em.getConnection().execute("select pg_notify('dirigeo_cache', 'pas du JSON')");
      await unreadable;
    } finally {
      await listener.close();
    }
  });
});
