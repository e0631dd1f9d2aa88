#!/usr/bin/env node
/** `npm run dev`: the API on :3001 (restarts on change, PGlite in ./data) and Vite on :5173 proxying to it. */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      APP_ENV: 'development',
      PORT: '3001',
      PUBLIC_URL: 'http://localhost:5173',
      COOKIE_SECURE: 'true',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
