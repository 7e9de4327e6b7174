/**
 * Loaded by Node before the server's own modules (`node --import …/server-clock-preload.ts
 * src/server.ts`) in a server a browser test starts for itself (`startProductionServerOnFakeClock`):
 * the server's `Date` runs `offsetMs` ahead of the real clock, and the test moves it forward through
 * the process's IPC channel (`{ advanceMs }`, answered `{ offsetMs }` once applied). Everything that
 * reads the time of day through `Date` (the session's idle end, its row's `expire`, the cookie's
 * `Expires`, the store's `expire > now` lookup) sees the same shifted time; timers and
 * `performance.now()` keep the real clock, so nothing waits for the simulated minutes.
 *
 * It lives in the browser tests' package and nothing in the API imports it: the production server
 * (`pnpm start`, `server.ts`) never loads it, so its time cannot be moved from outside. It refuses to
 * start without the IPC channel its test opens, so that it is never loaded by mistake elsewhere.
 */
if (typeof process.send !== 'function') {
  throw new Error('server-clock-preload: loaded without the IPC channel of the test that moves the clock');
}

const RealDate = Date;
let offsetMs = 0;
const now = (): number => RealDate.now() + offsetMs;

// A proxy rather than a subclass: `Date()` called without `new` still answers a string, and every
// date is still a real `Date` (`instanceof`, structured clone, the database driver's checks).
globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
  },
  apply() {
    return new RealDate(now()).toString();
  },
  get(target, property, receiver) {
    if (property === 'now') return now;
    return Reflect.get(target, property, receiver);
  },
});

const isAdvance = (message: unknown): message is { advanceMs: number } =>
  typeof message === 'object' &&
  message !== null &&
  'advanceMs' in message &&
  typeof message.advanceMs === 'number' &&
  message.advanceMs >= 0;

process.on('message', (message: unknown) => {
  if (!isAdvance(message)) return;
  offsetMs += message.advanceMs;
  process.send?.({ offsetMs });
});
// The channel does not keep the server alive: SIGTERM still ends it once its requests are done.
process.channel?.unref();
