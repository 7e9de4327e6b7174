import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';

const DOWNLOADS_DIR = join(tmpdir(), 'dirigeo-e2e-downloads');

/**
 * Where a download of the page landed, on this machine. The files connect to one Chromium launched
 * by the global setup (`chromium.ts`), and Playwright's `download.path()` throws for a browser
 * connected that way: the file is copied here with `saveAs`, which works for both.
 */
export async function savedDownload(download: Download): Promise<string> {
  await mkdir(DOWNLOADS_DIR, { recursive: true });
  const target = join(DOWNLOADS_DIR, `${randomUUID()}-${download.suggestedFilename()}`);
  await download.saveAs(target);
  return target;
}
