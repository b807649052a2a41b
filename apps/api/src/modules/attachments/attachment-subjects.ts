import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SubjectKind, SubjectRef } from '../../queue/jobs.js';

/** The two parties of a subject, as user ids. */
export interface SubjectParties {
  customerUserId: number;
  vendorUserId: number;
}

export type PartyRole = 'customer' | 'vendor';

/** Reads the parties of subjects of one kind by id (missing ids are left out). */
export type PartiesLookup = (manager: EntityManager, ids: number[]) => Promise<Map<number, SubjectParties>>;

/**
 * The port through which attachments learn who may see a subject's files: each lifecycle module that owns a
 * subject kind registers its parties lookup (at module init); this module never names a vertical. A kind
 * with no lookup has no parties, so its attachments are for admins only (and nobody can upload).
 */
@Injectable()
export class AttachmentSubjects {
  private readonly lookups = new Map<SubjectKind, PartiesLookup>();

  register(kind: SubjectKind, lookup: PartiesLookup) {
    if (this.lookups.has(kind)) throw new Error(`Attachment parties of ${kind} registered twice`);
    this.lookups.set(kind, lookup);
  }

  /** The parties of many subjects of one kind, by id. */
  async partiesOf(manager: EntityManager, kind: SubjectKind, ids: number[]): Promise<Map<number, SubjectParties>> {
    const lookup = this.lookups.get(kind);
    return lookup && ids.length ? lookup(manager, [...new Set(ids)]) : new Map();
  }

  /** The user's role in the subject, or null when they are not a party (or the subject does not exist). */
  async roleOf(manager: EntityManager, subject: SubjectRef, userId: number): Promise<PartyRole | null> {
    return roleIn((await this.partiesOf(manager, subject.kind, [subject.id])).get(subject.id), userId);
  }
}

/** `userId`'s role among `parties`, or null. */
export function roleIn(parties: SubjectParties | undefined, userId: number): PartyRole | null {
  if (!parties) return null;
  if (parties.customerUserId === userId) return 'customer';
  if (parties.vendorUserId === userId) return 'vendor';
  return null;
}
