import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RowWriter } from '../common/write-batch.js';
import type { DevChannel, DevSink } from '../common/dev-sink.js';
import { ENV, Env, isProduction } from '../config/env.js';
import { DevOutboxMessage } from './dev-outbox-message.entity.js';

/** Keeps what console/log providers "sent" so a person trying Oja locally can read links and codes. */
@Injectable()
export class DevOutboxService implements DevSink {
  constructor(
    @InjectRepository(DevOutboxMessage) private readonly repo: Repository<DevOutboxMessage>,
    @Inject(ENV) private readonly env: Env,
  ) {}

  get enabled() {
    return !isProduction(this.env);
  }

  async record(
    channel: DevChannel,
    msg: { to: string; subject?: string | null; body: string; code?: string | null; link?: string | null },
    writer?: RowWriter,
  ): Promise<void> {
    if (!this.enabled) return;
    await (writer ?? this.repo.manager).insert(DevOutboxMessage, {
      channel,
      to: msg.to.slice(0, 254),
      subject: msg.subject?.slice(0, 300) ?? null,
      body: msg.body,
      code: msg.code ?? null,
      link: msg.link?.slice(0, 1000) ?? null,
    });
  }

  recent(limit = 50, to?: string) {
    return this.repo.find({ where: to ? { to } : {}, order: { id: 'DESC' }, take: limit });
  }
}
