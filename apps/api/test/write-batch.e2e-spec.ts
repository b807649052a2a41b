import { createTestApp, TestApp } from './utils/app.js';
import { WriteBatch } from '../src/common/write-batch.js';
import { OutboxEvent } from '../src/outbox/outbox-event.entity.js';
import { Notification } from '../src/modules/notifications/entities/notification.entity.js';
import { signUpAndLogin } from './factories/users.js';
import { createListing, lagosDay, newGuest, newHost } from './factories/apartments.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { isListingGone, prepareApartmentBooking } from '../src/modules/apartments/create-apartment-booking.js';

/**
 * WriteBatch (docs/performance.md, Writes): the rows a create path gathers are written by one statement,
 * all of them or none, with the columns and values TypeORM would write.
 */
describe('WriteBatch: a use case’s new rows in one statement', () => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signUpAndLogin(t)).user.id;
  });
  afterAll(() => t.close());

  const outboxRows = (marker: string) => t.ds.query(`SELECT id FROM outbox_events WHERE payload->>'marker' = $1`, [marker]);

  it('writes every row, keeps the id it was given and returns the first row as stored (defaults filled in)', async () => {
    const marker = `wb-${Date.now()}`;
    const [{ id }] = await t.ds.query(`SELECT nextval(pg_get_serial_sequence('outbox_events', 'id'))::text AS id`);
    const batch = new WriteBatch(t.ds.manager);
    await batch.insert(OutboxEvent, { id, jobName: 'payouts.sweep', payload: { marker, vendorId: 1 } as never });
    await batch.insert(Notification, [
      { userId, title: 'First', body: 'One', link: null },
      { userId, title: 'Second', body: 'Two', link: '/dashboard' },
    ]);
    const [row] = await batch.flush();
    const stored = batch.hydrate(OutboxEvent, row!);
    expect(stored).toMatchObject({ id, jobName: 'payouts.sweep', payload: { marker, vendorId: 1 }, dispatchedAt: null, attempts: 0 });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(await outboxRows(marker)).toEqual([{ id }]);
    const notes = await t.ds.query(`SELECT title, link FROM notifications WHERE user_id = $1 AND title IN ('First', 'Second') ORDER BY title`, [userId]);
    expect(notes).toEqual([
      { title: 'First', link: null },
      { title: 'Second', link: '/dashboard' },
    ]);
  });

  it('writes nothing when one of its rows is refused', async () => {
    const marker = `wb-fail-${Date.now()}`;
    const batch = new WriteBatch(t.ds.manager);
    await batch.insert(OutboxEvent, { jobName: 'payouts.sweep', payload: { marker, vendorId: 1 } as never });
    // A notification without a title: its NOT NULL refuses it, and with it the whole statement.
    await batch.insert(Notification, { userId, title: null as never, body: 'No title' });
    await expect(batch.flush()).rejects.toThrow(/null value in column "title"/);
    expect(await outboxRows(marker)).toEqual([]);
  });

  it('keeps working on its connection after a migration adds a column to the subject table (prepared statements)', async () => {
    const runner = t.ds.createQueryRunner();
    const write = async (marker: string) => {
      const batch = new WriteBatch(runner.manager);
      await batch.insert(OutboxEvent, { jobName: 'payouts.sweep', payload: { marker, vendorId: 1 } as never, availableAt: new Date(Date.now() + 86_400_000) });
      await batch.insert(Notification, { userId, title: 'Column', body: marker });
      const [row] = await batch.flush();
      return batch.hydrate(OutboxEvent, row!);
    };
    try {
      expect((await write(`col-a-${Date.now()}`)).jobName).toBe('payouts.sweep');
      await t.ds.query('ALTER TABLE outbox_events ADD COLUMN wb_extra int');
      // The same statement on the same connection: its result columns must not have changed.
      const second = await write(`col-b-${Date.now()}`);
      expect(second.jobName).toBe('payouts.sweep');
      expect(second).not.toHaveProperty('wb_extra');
    } finally {
      await t.ds.query('ALTER TABLE outbox_events DROP COLUMN IF EXISTS wb_extra');
      await runner.release();
    }
  });

  it('refuses rows after its statement was sent', async () => {
    const batch = new WriteBatch(t.ds.manager);
    await batch.insert(Notification, { userId, title: 'Once', body: 'Once' });
    await batch.flush();
    expect(() => batch.insert(Notification, { userId, title: 'Twice', body: 'Twice' })).toThrow('insert after flush');
  });

  it('a booking request whose listing is deleted between its check and its write is refused as not found', async () => {
    const host = await newHost(t);
    const listing = await createListing(t, host);
    const guest = await newGuest(t);
    const customer = await t.ds.manager.findOneByOrFail(User, { id: guest.userId });
    const batch = new WriteBatch(t.ds.manager);
    await prepareApartmentBooking(
      t.ds.manager,
      customer,
      { listing_id: listing.id, check_in_date: lagosDay(5), check_out_date: lagosDay(7), guests: 1 },
      batch,
    );
    await t.ds.query('DELETE FROM apartment_listings WHERE id = $1', [listing.id]);
    const err = await batch.flush().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isListingGone(err)).toBe(true);
    expect(await t.ds.query('SELECT id FROM apartment_bookings WHERE listing_id = $1', [listing.id])).toEqual([]);
  });
});
