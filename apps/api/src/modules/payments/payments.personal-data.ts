import { Injectable } from '@nestjs/common';
import { koboToNaira } from '@oja/shared';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { Payment } from './entities/payment.entity.js';

/** The user's payments. Kept at erasure: tax and accounting law and the ledger need them (docs/privacy.md). */
@PersonalData()
@Injectable()
export class PaymentsPersonalData implements PersonalDataPart {
  readonly section = 'payments';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(Payment, { where: { userId: owner.userId }, order: { id: 'ASC' } });
    return {
      data: rows.map((p) => ({
        reference: p.reference,
        subject: `${p.subjectKind}:${p.subjectId}`,
        description: p.description,
        amount: koboToNaira(p.amountKobo),
        currency: p.currency,
        status: p.status,
        paid_at: p.paidAt,
        created_at: p.createdAt,
      })),
    };
  }
}
