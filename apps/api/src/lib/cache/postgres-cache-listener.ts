import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { CACHE_CHANNEL, type CacheEvent, parseCacheEvent } from './cache-event.ts';

/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'dirigeo-cache-listener';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
/**
 * A ping goes round through PostgreSQL this often: a connection that died without a word (a
 * network cut, no FIN) is noticed within HEARTBEAT_MS + PING_TIMEOUT_MS, well under the caches' TTL.
 */
const HEARTBEAT_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;

interface ListenerEvents {
  /** LISTEN is in effect: every change committed from now on will be heard. */
  listening: [];
  /** The connection is gone: notifications may be missed until `listening` again. */
  lost: [error: unknown];
  /** A change another writer (or this instance) committed. */
  event: [event: CacheEvent];
  /** A notification on the channel that this version cannot read. */
  unreadable: [];
}

/**
 * A dedicated PostgreSQL connection (not one of the ORM pool's) that LISTENs on the cache channel,
 * and reconnects by itself when it is lost. Owners subscribe to its events (see `AppCaches`).
 */
export interface CacheListenerTimings {
  /** How often a ping goes round while nothing else is heard (ms). */
  heartbeatMs?: number;
  /** How long a ping may take before the connection is taken for dead (ms). */
  pingTimeoutMs?: number;
}

export class PostgresCacheListener extends EventEmitter<ListenerEvents> {
  readonly #connectionString: string;
  readonly #heartbeatMs: number;
  readonly #pingTimeoutMs: number;
  #client: Client | undefined;
  #closed = false;
  #retryDelayMs = FIRST_RETRY_MS;
  #retryTimer: NodeJS.Timeout | undefined;
  readonly #pings = new Map<string, () => void>();

  constructor(connectionString: string, timings: CacheListenerTimings = {}) {
    super();
    this.#connectionString = connectionString;
    this.#heartbeatMs = timings.heartbeatMs ?? HEARTBEAT_MS;
    this.#pingTimeoutMs = timings.pingTimeoutMs ?? PING_TIMEOUT_MS;
  }

  /** True while LISTEN is in effect on a live connection. */
  get listening(): boolean {
    return this.#client !== undefined;
  }

  /** Connects and LISTENs; resolves after the first attempt, whether it worked or not (it retries). */
  async start(): Promise<void> {
    await this.#connect();
  }

  /**
   * Sends a ping through PostgreSQL and resolves when it comes back on the LISTEN connection.
   * PostgreSQL delivers notifications in commit order, so by then every change committed before
   * the call has been heard and applied.
   */
  async ping(timeoutMs = this.#pingTimeoutMs): Promise<void> {
    const client = this.#client;
    if (!client) throw new Error('the cache listener is not connected');
    await this.#ping(client, timeoutMs);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new Client({
      connectionString: this.#connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: this.#pingTimeoutMs,
    });
    let lost = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.#client === client) {
        this.#client = undefined;
        this.emit('lost', error);
      }
      this.#scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the cache listener connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) this.#receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost) return;
    if (this.#closed) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#retryDelayMs = FIRST_RETRY_MS;
    heartbeat = setInterval(() => {
      this.#ping(client, this.#pingTimeoutMs).catch(onLost);
    }, this.#heartbeatMs);
    heartbeat.unref();
    this.emit('listening');
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#connect();
    }, this.#retryDelayMs);
    this.#retryTimer.unref();
    this.#retryDelayMs = Math.min(this.#retryDelayMs * 2, LAST_RETRY_MS);
  }

  async #ping(client: Client, timeoutMs: number): Promise<void> {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve, reject) => {
      this.#pings.set(id, resolve);
      timer = setTimeout(() => reject(new Error('the cache listener ping timed out')), timeoutMs);
    });
    // Observed now, awaited below: a timeout while the query is still out must not go unhandled.
    back.catch(() => {});
    try {
      await client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify({ type: 'ping', id })]);
      await back;
    } finally {
      clearTimeout(timer);
      this.#pings.delete(id);
    }
  }

  #receive(payload: string | undefined): void {
    const event = parseCacheEvent(payload);
    if (!event) {
      this.emit('unreadable');
      return;
    }
    // Another instance's pings are not ours to answer.
    if (event.type === 'ping') this.#pings.get(event.id)?.();
    else this.emit('event', event);
  }
}
