import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { AuditLog } from './entities/audit-log.entity.js';

/** The actor of a decision: an admin, or the system (auto-approval). */
export type AuditActor = { type: 'admin'; admin: Pick<SignedInAdmin, 'id' | 'name' | 'email'> } | { type: 'system' };

export interface AuditEntry {
  action: string;
  summary: string;
  subjectType?: string | null;
  subjectId?: number | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

export const presentAudit = (a: AuditLog) => ({
  id: a.id,
  action: a.action,
  summary: a.summary,
  reason: a.reason,
  subject_type: a.subjectType,
  subject_id: a.subjectId,
  details: a.details,
  actor:
    a.actorType === 'admin'
      ? { type: 'admin', id: a.actorId, name: a.actorName, email: a.actorEmail }
      : { type: 'system', id: null, name: 'System', email: null },
  created_at: a.createdAt,
});

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly repo: Repository<AuditLog>) {}

  /** Writes one entry in the caller's transaction, so the decision and its record commit together. */
  async record(manager: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await manager.getRepository(AuditLog).insert({
      actorType: actor.type,
      actorId: actor.type === 'admin' ? actor.admin.id : null,
      actorName: actor.type === 'admin' ? actor.admin.name.slice(0, 120) : null,
      actorEmail: actor.type === 'admin' ? actor.admin.email.slice(0, 254) : null,
      action: entry.action,
      summary: entry.summary.slice(0, 300),
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId ?? null,
      reason: entry.reason ?? null,
      details: (entry.details ?? null) as never,
    });
  }

  async list(page: number, perPage: number, action?: string) {
    const [rows, total] = await this.repo.findAndCount({
      where: action ? { action } : {},
      order: { id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return { rows, total };
  }

  recent(limit = 10) {
    return this.repo.find({ order: { id: 'DESC' }, take: limit });
  }
}
