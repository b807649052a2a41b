// Ledger postings per second for `pnpm bench`: the real LedgerService (apps/api/dist) posting, each in its
// own transaction, the two postings every paid booking makes: the capture (platform_clearing → escrow) and
// the release (escrow → vendor payable + platform revenue), from `concurrency` callers at once.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(resolve(root, 'apps/api/package.json'));

export async function ledgerRate(databaseUrl, { postings = 4000, concurrency = 16, vendorIds }) {
  require('reflect-metadata');
  const { DataSource } = require('typeorm');
  const { dataSourceOptions } = require(resolve(root, 'apps/api/dist/database/data-source.js'));
  const { LedgerService } = require(resolve(root, 'apps/api/dist/modules/escrow/ledger.service.js'));
  const ds = await new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: concurrency + 2 } }).initialize();
  // The escrow accounts name their subject (`escrow_held:ab<id>`, an apartment booking's): the app registers its
  // subjects as it starts, this script has only the ledger (and the booking's account name needs no lifecycle but
  // its kind).
  const { registerSubjects } = require(resolve(root, 'apps/api/dist/common/subjects.js'));
  const { ApartmentBookingSubject } = require(resolve(root, 'apps/api/dist/modules/apartments/apartment-booking.subject.js'));
  registerSubjects([new ApartmentBookingSubject({ kind: 'apartment_booking', entity: Object }, undefined)]);
  const ledger = new LedgerService(ds);
  const run = `${Date.now().toString(36)}`;
  const base = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  const work = [];
  for (let i = 0; i < postings / 2; i++) work.push(i);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const i = work[next++];
        const escrow = `escrow_held:ab${base + i}`;
        const vendor = vendorIds[i % vendorIds.length];
        const amount = 100_000 + (i % 50) * 1_000;
        const fee = Math.round(amount / 10);
        await ds.transaction((m) =>
          ledger.post(m, {
            key: `bench:${run}:capture:${i}`,
            kind: 'bench_capture',
            lines: [
              { account: 'platform_clearing', amountKobo: -amount },
              { account: escrow, amountKobo: amount, vendorId: vendor },
            ],
          }),
        );
        await ds.transaction((m) =>
          ledger.post(m, {
            key: `bench:${run}:release:${i}`,
            kind: 'bench_release',
            lines: [
              { account: escrow, amountKobo: -amount, vendorId: vendor },
              { account: `vendor_payable:${vendor}`, amountKobo: amount - fee },
              { account: 'platform_revenue', amountKobo: fee },
            ],
          }),
        );
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const problems = await ledger.integrityProblems();
  await ds.destroy();
  return { postings, seconds, perSecond: postings / seconds, problems };
}
