import { koboToNaira } from '@oja/shared';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { SubjectRegistry } from '../../common/subjects.js';
import { Dispute } from './entities/dispute.entity.js';

/** Disputes the user opened or answered: exported; an open one blocks erasure; kept after (the other party's record). */
@PersonalData()
export class DisputesPersonalData implements PersonalDataPart {
  readonly section = 'disputes';

  constructor(private readonly subjects: SubjectRegistry) {}

  private mine(manager: EntityManager, owner: DataOwner) {
    return manager.find(Dispute, { where: [{ userId: owner.userId }, ...(owner.vendorId ? [{ vendorId: owner.vendorId }] : [])], order: { id: 'ASC' } });
  }

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await this.mine(manager, owner);
    return {
      data: rows.map((d) => ({
        subject: `${d.subjectKind}:${d.subjectId}`,
        your_role: d.userId === owner.userId ? 'customer' : 'vendor',
        reason: d.reason,
        vendor_statement: d.vendorStatement,
        status: d.status,
        resolution: d.resolution,
        refund_amount: d.refundAmountKobo === null ? null : koboToNaira(d.refundAmountKobo),
        note: d.note,
        opened_at: d.createdAt,
        resolved_at: d.resolvedAt,
      })),
    };
  }

  async open(manager: EntityManager, owner: DataOwner) {
    const rows = (await this.mine(manager, owner)).filter((d) => d.status === 'open');
    const label = (d: Dispute) => `${this.subjects.has(d.subjectKind) ? this.subjects.get(d.subjectKind).label : 'Subject'} #${d.subjectId}`;
    return rows.map((d) => `The dispute on ${label(d).toLowerCase()} is still open.`);
  }
}
