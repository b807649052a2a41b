import type { DataSource, EntityManager } from 'typeorm';
import type { SubjectKind } from '../queue/jobs.js';
import { DomainError, type ErrorCodeFor } from './domain-error.js';
import { LifecycleEngine, type Lifecycle } from './lifecycle-engine.js';

interface Door {
  id: number;
  status: string;
  openedAt?: Date;
  ownerId: number;
}
type DoorEvent = { type: 'OPEN' | 'CLOSE'; actor: 'customer' | 'vendor' | 'admin' | 'system' };

/** A fake manager: one row store, records saves and the order of everything that happened. */
function fakeManager(rows: Door[], log: string[]) {
  return {
    findOne: async (_e: unknown, opts: { where: Partial<Door>; lock?: unknown }) => {
      log.push(`lock ${JSON.stringify(opts.where)}`);
      return rows.find((r) => Object.entries(opts.where).every(([k, v]) => r[k as keyof Door] === v)) ?? null;
    },
    save: async (_e: unknown, row: Door) => void log.push(`save ${row.status}`),
    insert: async (
      _e: unknown,
      row: {
        subjectKind: string;
        subjectId: number;
        event: string;
        fromStatus: string;
        toStatus: string;
        actor: string;
        actorId: number | null;
        note: string | null;
      },
    ) =>
      void log.push(
        `timeline ${row.subjectKind} #${row.subjectId} ${row.event} ${row.fromStatus}→${row.toStatus} by ${row.actor} ${row.actorId} (${row.note})`,
      ),
  } as unknown as EntityManager;
}

/** The door's codes are the test's own, not declared by any module. */
const doorCode = <S extends number>(code: string) => code as ErrorCodeFor<S>;

function setup() {
  const log: string[] = [];
  const rows: Door[] = [{ id: 1, status: 'closed', ownerId: 7 }];
  const manager = fakeManager(rows, log);
  const dataSource = {
    transaction: async (fn: (m: EntityManager) => Promise<unknown>) => {
      log.push('begin');
      const r = await fn(manager);
      log.push('commit');
      return r;
    },
  } as unknown as DataSource;
  const door: Lifecycle<Door, DoorEvent, 'ring' | 'unlock', { who?: string; whoId?: number }> = {
    kind: 'door' as SubjectKind,
    entity: 'Door',
    notFound: { code: doorCode<404>('DOOR_NOT_FOUND'), message: 'Door not found' },
    codes: { actor: doorCode<403>('DOOR_WRONG_ACTOR'), refused: doorCode<409>('DOOR_REFUSED'), byEvent: { OPEN: doorCode<409>('DOOR_NOT_OPENABLE') } },
    transition: (d, e, at) => {
      if (e.actor !== 'customer') return { ok: false, reason: 'actor', message: 'Only the owner can use the door' };
      if (e.type === 'OPEN' && d.status === 'closed') return { ok: true, next: { status: 'open', openedAt: at }, actions: ['unlock', 'ring'] };
      return { ok: false, reason: 'state', message: `The door is already ${d.status}` };
    },
    effects: {
      unlock: async ({ subject, ctx }) => void log.push(`unlock ${subject.status} for ${ctx.who}`),
      ring: null,
    },
    timelineDetails: ({ ctx }) => ({ actorId: ctx.whoId, note: ctx.who && `by ${ctx.who}` }),
    record: async ({ from, subject }) => void log.push(`record ${from}→${subject.status}`),
  };
  return { log, rows, engine: new LifecycleEngine(dataSource), door };
}

describe('LifecycleEngine', () => {
  it('locks the owner’s row, applies the patch, saves, files a timeline step, records, then runs each effect in order, in one transaction', async () => {
    const { log, rows, engine, door } = setup();
    const { subject, actions } = await engine.run(door, {
      id: 1,
      where: { ownerId: 7 },
      event: { type: 'OPEN', actor: 'customer' },
      ctx: { who: 'Ada', whoId: 7 },
    });
    expect(actions).toEqual(['unlock', 'ring']);
    expect(subject.status).toBe('open');
    expect(rows[0]!.openedAt).toBeInstanceOf(Date);
    expect(log).toEqual([
      'begin',
      'lock {"ownerId":7,"id":1}',
      'save open',
      'timeline door #1 OPEN closed→open by customer 7 (by Ada)',
      'record closed→open',
      'unlock open for Ada',
      'commit',
    ]);
  });

  it('a lifecycle without timeline details files the step with no actor id and no note', async () => {
    const { log, engine, door } = setup();
    await engine.run({ ...door, timelineDetails: undefined }, { id: 1, event: { type: 'OPEN', actor: 'customer' }, ctx: {} });
    expect(log).toContain('timeline door #1 OPEN closed→open by customer null (null)');
  });

  it('someone else’s row is not found, with the lifecycle’s code', async () => {
    const { engine, door, log } = setup();
    const err = await engine.run(door, { id: 1, where: { ownerId: 8 }, event: { type: 'OPEN', actor: 'customer' }, ctx: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ kind: 'not_found', code: 'DOOR_NOT_FOUND', message: 'Door not found', status: 404 });
    expect(log).not.toContain('save open');
  });

  it('a wrong actor is a 403 and a refused event a 409 with the machine’s message; nothing is saved or run', async () => {
    const { engine, door, log } = setup();
    const actor = await engine.run(door, { id: 1, event: { type: 'OPEN', actor: 'vendor' }, ctx: {} }).catch((e) => e);
    expect(actor).toMatchObject({ status: 403, code: 'DOOR_WRONG_ACTOR', message: 'Only the owner can use the door' });
    const refused = await engine.run(door, { id: 1, event: { type: 'CLOSE', actor: 'customer' }, ctx: {} }).catch((e) => e);
    expect(refused).toMatchObject({ status: 409, code: 'DOOR_REFUSED', message: 'The door is already closed' });
    expect(log.filter((l) => l.startsWith('save') || l.startsWith('timeline') || l.startsWith('unlock'))).toEqual([]);
  });

  it('an effect that fails leaves the whole transition to roll back with it', async () => {
    const { engine, door, log } = setup();
    const failing = {
      ...door,
      effects: {
        ...door.effects,
        unlock: async () => {
          throw new Error('ledger refused');
        },
      },
    };
    await expect(engine.run(failing, { id: 1, event: { type: 'OPEN', actor: 'customer' }, ctx: {} })).rejects.toThrow('ledger refused');
    expect(log).not.toContain('commit');
  });
});
