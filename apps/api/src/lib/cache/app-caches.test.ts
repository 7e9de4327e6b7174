import { describe, expect, it } from 'vitest';
import { AppCaches } from './app-caches.ts';
import { parseCacheEvent } from './cache-event.ts';
import { PostgresCacheListener } from './postgres-cache-listener.ts';

const session = { userId: 1, signedInAt: 0, renewedAt: 0, expiresAt: Number.MAX_SAFE_INTEGER };

/**
 * AppCaches with a listener that is never connected: the test plays its events, as the LISTEN
 * connection would emit them.
 */
function cachesWithListener() {
  const listener = new PostgresCacheListener('postgres://nobody@127.0.0.1:1/none');
  return { listener, caches: new AppCaches(listener) };
}

describe('AppCaches', () => {
  it('caches nothing until the LISTEN connection is in effect, nor once it is lost', async () => {
    const { listener, caches } = cachesWithListener();
    expect(caches.sessions.enabled).toBe(false);
    listener.emit('listening');
    await caches.sessions.read('k', async () => session);
    expect(caches.sessions.has('k')).toBe(true);
    listener.emit('lost', new Error('cut'));
    expect(caches.sessions.enabled).toBe(false);
    expect(caches.sessions.has('k')).toBe(false);
  });

  it('clears everything on a notification it cannot read: it may have changed anything', async () => {
    const { listener, caches } = cachesWithListener();
    listener.emit('listening');
    await caches.sessions.read('k', async () => session);
    await caches.payslipLists.read(1, async () => ({ identity: Buffer.from('[]'), size: 2 }));
    listener.emit('unreadable');
    expect(caches.sessions.size).toBe(0);
    expect(caches.payslipLists.size).toBe(0);
    // Still listening: the caches fill again.
    await caches.sessions.read('k', async () => session);
    expect(caches.sessions.has('k')).toBe(true);
  });

  it('evicts what each event names', async () => {
    const { listener, caches } = cachesWithListener();
    listener.emit('listening');
    for (const key of ['mine', 'other', 'kept']) {
      await caches.sessions.read(key, async () => ({ ...session, userId: key === 'other' ? 2 : 1 }));
    }
    await caches.payslipLists.read(1, async () => ({ identity: Buffer.from('[]'), size: 2 }));
    listener.emit('event', { type: 'user-sessions', userId: 1, keepSid: 'kept' });
    expect([...['mine', 'other', 'kept']].map((key) => caches.sessions.has(key))).toEqual([
      false,
      true,
      true,
    ]);
    listener.emit('event', { type: 'session', sid: 'other' });
    expect(caches.sessions.has('other')).toBe(false);
    listener.emit('event', { type: 'payslips', userId: 1 });
    expect(caches.payslipLists.has(1)).toBe(false);
  });

  it('reads no event from a payload this version does not understand', () => {
    for (const payload of [undefined, '', 'not json', '{"type":"unknown"}', '{"type":"session"}', '[]']) {
      expect(parseCacheEvent(payload)).toBeUndefined();
    }
    expect(parseCacheEvent('{"type":"payslips","userId":3}')).toEqual({ type: 'payslips', userId: 3 });
  });
});
