import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit, SetMetadata } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { OutboxService } from '../outbox/outbox.service.js';
import { decoratedMethods } from '../queue/decorated-methods.js';
import { JobHandler } from '../queue/job-handler.decorator.js';
import type { JobPayloads } from '../queue/jobs.js';
import type { RowWriter } from './write-batch.js';

/** The typed events of the platform, beside its jobs in the outbox. */
export interface DomainEvents {
  /**
   * A subject's lifecycle moved (one per accepted transition, from the engine): `audience` is the user ids of its
   * parties (its customer, its vendor's user, any other party), whom a live channel tells.
   */
  'subject.changed': { kind: string; id: number; event: string; from: string; to: string; actor: string; audience: number[] };
  /** A bell notification was written for `userId` (the live channel tells the user's open screens; the bell counts). */
  'notification.created': { userId: number; title: string; body: string; link: string | null };
  /** An admin-bell notification was written (every admin's open screens are told). */
  'admin-notification.created': { title: string; body: string; link: string | null };
  /**
   * A message was posted in a subject's conversation: `audience` is the user ids of the conversation's parties
   * (the sender too: their other tabs show it); `message` is the message as GET …/messages answers it.
   */
  'message.created': { subject: SubjectEventRef; audience: number[]; message: Record<string, unknown> };
  /** A party read a conversation up to `upToId` (read receipts): the other parties' open threads mark their messages read. */
  'message.read': { subject: SubjectEventRef; audience: number[]; readerId: number; upToId: number; readAt: string };
  /** A vendor submitted a KYC document (admins are told). */
  'kyc.submitted': { vendorId: number; documentId: number };
  /** A dispute was opened on a subject (admins are told; the parties hear of it through `subject.changed`). */
  'dispute.opened': { subject: SubjectEventRef; disputeId: number };
  /** Someone wrote through Contact Us (admins are told). */
  'support.message.created': { messageId: number };
}

/** Which subject an event concerns: `{ kind, id }` as the live channel's events carry it. */
export interface SubjectEventRef {
  kind: string;
  id: number;
}
export type DomainEventType = keyof DomainEvents;

const EVENT_SINK = 'oja:event-sink';
/**
 * Marks a provider method as a sink of `type`: it is handed each such event after the transaction that wrote it
 * has committed (the outbox relay runs it; the events queue retries one that failed). A failing sink makes the
 * hand-over run again, so a sink must be idempotent (the other sinks see the event again too).
 */
export const EventSink = (type: DomainEventType) => SetMetadata(EVENT_SINK, type);

/** What a sink is told beside the payload: `key` is the same for every hand-over of one event (a sink's dedupe key). */
export interface EventContext {
  key: string;
  type: DomainEventType;
}
type Sink = (payload: unknown, context: EventContext) => Promise<unknown> | unknown;

/**
 * Events beside jobs: `emit` writes an event in the caller's transaction (or write batch) as an outbox row, so it
 * exists exactly when the change does; after commit the relay runs `dispatch` itself (RUN_BY_RELAY; one that
 * failed goes to the events queue), which gives it to every `@EventSink` of its type. With no sink for a type,
 * nothing is written at all.
 */
@Injectable()
export class EventBus implements OnModuleInit {
  private readonly logger = new Logger('Events');
  private readonly sinks = new Map<string, Sink[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit() {
    for (const { value: type, call } of decoratedMethods(this.discovery, this.scanner, this.reflector, EVENT_SINK)) {
      this.sinks.set(type, [...(this.sinks.get(type) ?? []), call]);
    }
    if (this.sinks.size) this.logger.log(`event sinks: ${[...this.sinks].map(([type, list]) => `${type} × ${list.length}`).join(', ')}`);
  }

  /** Whether anything listens to `type` (callers may skip building the payload). */
  wanted(type: DomainEventType): boolean {
    return (this.sinks.get(type)?.length ?? 0) > 0;
  }

  /** Writes the event in the caller's transaction; handed to the sinks after commit. */
  async emit<K extends DomainEventType>(writer: RowWriter, type: K, payload: DomainEvents[K]): Promise<void> {
    if (this.wanted(type))
      await this.outbox.add(writer, 'events.dispatch', { type, key: randomUUID(), payload: payload as unknown as Record<string, unknown> });
  }

  @JobHandler('events.dispatch')
  async dispatch({ type, key, payload }: JobPayloads['events.dispatch']) {
    // (Rows written before events had keys: the payload itself names the event.)
    const context: EventContext = { key: key ?? `${type}:${JSON.stringify(payload)}`.slice(0, 200), type: type as DomainEventType };
    for (const sink of this.sinks.get(type) ?? []) await sink(payload, context);
  }
}
