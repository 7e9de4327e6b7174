import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startProductionServer } from './production-server.ts';

const preload = join(dirname(fileURLToPath(import.meta.url)), 'server-clock-preload.ts');

export interface FakeClockServer extends RunningServer {
  /**
   * Moves the server's clock (its `Date`) `ms` forward; resolves once the server has applied it,
   * with how far ahead of the real clock it now runs.
   */
  advanceClock(ms: number): Promise<number>;
}

/**
 * A production server of the test's own whose time of day the test moves forward
 * (`server-clock-preload.ts`), for what only minutes or hours show: a session's idle end. Its
 * official content is empty (a start of seconds); everything else is `startProductionServer`'s.
 */
export async function startProductionServerOnFakeClock(
  extraEnv: Record<string, string> = {},
): Promise<FakeClockServer> {
  const server = await startProductionServer(extraEnv, { preload, officialContent: 'empty' });
  const child = server.process;
  const advanceClock = (ms: number) =>
    new Promise<number>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !('offsetMs' in message)) return;
        child.off('message', onMessage);
        resolve(Number(message.offsetMs));
      };
      child.on('message', onMessage);
      child.send({ advanceMs: ms }, (error) => {
        if (error) {
          child.off('message', onMessage);
          reject(error);
        }
      });
    });
  return { ...server, advanceClock };
}
