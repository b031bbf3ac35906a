/**
 * `npm run dev`: the API with reload (node --watch) on API_PORT (default 5000) and Vite's dev
 * server on 5173, which proxies API paths to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5000';
const children = [
  spawn(process.execPath, ['--watch', 'server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
