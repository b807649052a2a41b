import { koboToNaira } from '@oja/shared';
import { userRowsPart } from '../../common/personal-data.js';
import { Payment } from './entities/payment.entity.js';

/** The user's payments. Kept at erasure: tax and accounting law and the ledger need them (docs/privacy.md). */
export const PaymentsPersonalData = userRowsPart({
  section: 'payments',
  entity: Payment,
  owner: 'userId',
  row: (p) => ({
    reference: p.reference,
    subject: `${p.subjectKind}:${p.subjectId}`,
    description: p.description,
    amount: koboToNaira(p.amountKobo),
    currency: p.currency,
    status: p.status,
    paid_at: p.paidAt,
    created_at: p.createdAt,
  }),
  erase: 'keep',
});
