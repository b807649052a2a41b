import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type SubjectParties, SubjectRegistry } from '../../common/subjects.js';
import type { SubjectRef } from '../../queue/jobs.js';

/** Who uploaded a file, among the subject's parties: its customer, its vendor, or another party (a courier). */
export type PartyRole = 'customer' | 'vendor' | 'party';

/**
 * Who may see a subject's files: its parties, from the subject's descriptor (common/subjects.ts), so this module
 * names no vertical. An unregistered kind has no parties: its files are for admins only, and nobody can upload.
 */
@Injectable()
export class AttachmentSubjects {
  constructor(private readonly subjects: SubjectRegistry) {}

  /** The parties of many subjects of one kind, by id. */
  partiesOf(manager: EntityManager, kind: string, ids: number[]): Promise<Map<number, SubjectParties>> {
    return this.subjects.has(kind) ? this.subjects.partiesOf(manager, kind, ids) : Promise.resolve(new Map());
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
  if (parties.otherUserIds?.includes(userId)) return 'party';
  return null;
}
