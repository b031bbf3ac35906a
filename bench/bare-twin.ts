/**
 * Records what the store answers (raw bytes: fetch would decompress them) and starts the bare
 * twin that replays them. Only content headers are copied (the performance targets: "identical bytes, body and
 * content headers"); the store's security headers are part of the cost we measure.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { repoRoot } from '../server/src/build/web-build.ts';
import type { Recording } from './bare-server.ts';
import { freePort } from './store-server.ts';

const contentHeaders = /^(content-|etag$|vary$|cache-control$|last-modified$|x-total-count$)/;

export function record(url: string, headers: Record<string, string>): Promise<Recording> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        // A refused read would be measured as a fast failure, on both sides: stop the run instead.
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}, not 200`));
        const kept = Object.entries(response.headers).filter(([name]) => contentHeaders.test(name));
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

export interface BareTwin {
  url: string;
  stop(): void;
}

export async function startBareTwin(recordings: Record<string, Recording>, dir: string): Promise<BareTwin> {
  const file = path.join(dir, 'recordings.json');
  writeFileSync(file, JSON.stringify(recordings));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/bare-server.ts'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
