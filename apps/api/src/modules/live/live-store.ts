import type { DataSource } from 'typeorm';
import { UNPREPARED } from '../../database/data-source.js';
import type { LiveWire } from './live-bus.js';

/** At most this many events are replayed to a resuming client; further behind, it is told to refetch (`reset`). */
export const REPLAY_MAX = 500;

/** Where a resuming (or new) connection starts. */
export type LiveStart =
  /** Send these, in order, then carry on from the last one's number. */
  | { kind: 'replay'; events: LiveWire[]; last: number }
  /** Too far behind (past the window, or a number this stream never gave): refetch, then carry on from `last`. */
  | { kind: 'reset'; last: number };

/**
 * The durable part of the live channel: events numbered per recipient in commit order, kept for replay. Each
 * publish is one short transaction of its own (never a caller's), after the change that caused it committed.
 */
export class LiveStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Numbers and stores one event for each recipient; answers the stored events to put on the bus. A recipient
   * that already has this `key` (a second hand-over of the same event) gets nothing new. One round trip: the
   * function `oja_live_append` (migration LiveAppendByRecipient) locks the recipients' cursors in recipient order (two
   * publishes never deadlock), so numbers rise in the order events commit.
   */
  async append(recipients: string[], type: string, data: Record<string, unknown>, key: string): Promise<LiveWire[]> {
    const list = [...new Set(recipients)].sort();
    if (!list.length) return [];
    const numbered: { out_recipient: string; out_seq: string }[] = await this.dataSource.query(
      `SELECT out_recipient, out_seq FROM oja_live_append($1::varchar[], $2, $3::jsonb, $4)`,
      [list, type, JSON.stringify(data), key],
    );
    return numbered.map((n) => ({ r: n.out_recipient, seq: Number(n.out_seq), type, data }));
  }

  /**
   * `append` for several events in one round trip (function `oja_live_append_batch`, migration LiveAppendBatch:
   * every cursor the batch needs is locked first, in recipient order); answers each event's stored events, in the
   * order given.
   */
  async appendMany(events: { recipients: string[]; type: string; data: Record<string, unknown>; key: string }[]): Promise<LiveWire[][]> {
    const out: LiveWire[][] = events.map(() => []);
    const sent = events.map((e) => ({ r: [...new Set(e.recipients)].sort(), type: e.type, data: e.data, key: e.key })).filter((e) => e.r.length);
    if (!sent.length) return out;
    const numbered: { out_index: number; out_recipient: string; out_seq: string }[] = await this.dataSource.query(
      `SELECT out_index, out_recipient, out_seq FROM oja_live_append_batch($1::jsonb)`,
      [JSON.stringify(sent)],
    );
    // The rows name the events among those sent (the ones with recipients), in the order given.
    const places = events.flatMap((e, i) => (new Set(e.recipients).size ? [i] : []));
    for (const n of numbered) {
      const place = places[n.out_index]!;
      const e = events[place]!;
      out[place]!.push({ r: n.out_recipient, seq: Number(n.out_seq), type: e.type, data: e.data });
    }
    return out;
  }

  /** The recipient's events numbered after `after` up to `upTo` (inclusive), in order. */
  async between(recipient: string, after: number, upTo: number): Promise<LiveWire[]> {
    const rows: { seq: string; type: string; data: Record<string, unknown> }[] = await this.dataSource.query(
      `SELECT seq, type, data FROM live_events WHERE recipient = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT ${REPLAY_MAX + 1}`,
      [recipient, after, upTo],
    );
    return rows.map((row) => ({ r: recipient, seq: Number(row.seq), type: row.type, data: row.data }));
  }

  /**
   * Where a connection starts: with no `lastEventId`, at the stream's current number; with one, the events after it
   * when every one of them is still kept, else `reset`.
   */
  async start(recipient: string, lastEventId: number | null): Promise<LiveStart> {
    const [cursor]: { seq: string }[] = await this.dataSource.query(`SELECT seq FROM live_cursors WHERE recipient = $1`, [recipient]);
    const last = Number(cursor?.seq ?? 0);
    if (lastEventId === null) return { kind: 'replay', events: [], last };
    if (lastEventId > last) return { kind: 'reset', last };
    if (lastEventId === last) return { kind: 'replay', events: [], last };
    const events = await this.between(recipient, lastEventId, last);
    // Every number after the client's is there (none purged), and not too many to send.
    if (events.length > REPLAY_MAX || events[0]?.seq !== lastEventId + 1 || events.length !== last - lastEventId) return { kind: 'reset', last };
    return { kind: 'replay', events, last };
  }

  /** Deletes events older than `olderThanMs`; returns how many. */
  async purge(olderThanMs: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(
        `${UNPREPARED}DELETE FROM live_events WHERE ctid IN (SELECT ctid FROM live_events WHERE created_at < now() - make_interval(secs => $1) LIMIT 5000)`,
        [olderThanMs / 1000],
      );
      total += deleted;
      if (deleted < 5000) return total;
    }
  }
}
