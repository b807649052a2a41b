import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { LiveCursor } from './entities/live-cursor.entity.js';
import { LiveEvent } from './entities/live-event.entity.js';
import { userStream } from './live.sinks.js';

/** The user's live stream: events kept LIVE_REPLAY_MS for replay, exported as held; erasure deletes them and the stream's number. */
@PersonalData()
export class LivePersonalData implements PersonalDataPart {
  readonly section = 'live_events';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(LiveEvent, { where: { recipient: userStream(owner.userId) }, order: { seq: 'ASC' } });
    return { data: rows.map((e) => ({ id: Number(e.seq), type: e.type, data: e.data, created_at: e.createdAt })) };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    await manager.delete(LiveEvent, { recipient: userStream(owner.userId) });
    await manager.delete(LiveCursor, { recipient: userStream(owner.userId) });
    return [];
  }
}
