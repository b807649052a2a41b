import { formatKobo } from '@oja/shared';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { SubjectRegistry } from '../../common/subjects.js';
import { LEDGER } from './ledger-accounts.js';
import { LedgerService } from './ledger.service.js';

/**
 * Money: what the ledger holds for the user (their balances) is exported; money held in escrow on any of their
 * subjects, or owed to them as a vendor, blocks erasure. Ledger rows are never erased (docs/privacy.md).
 */
@PersonalData()
export class EscrowPersonalData implements PersonalDataPart {
  readonly section = 'money';

  constructor(
    private readonly ledger: LedgerService,
    private readonly subjects: SubjectRegistry,
  ) {}

  async export(manager: EntityManager, owner: DataOwner) {
    if (!owner.vendorId) return { data: null };
    const b = await this.ledger.vendorBalances(owner.vendorId, manager);
    return {
      data: { held_in_escrow: b.heldKobo / 100, payable: b.payableKobo / 100, available: b.availableKobo / 100, payouts_in_transit: b.inTransitKobo / 100 },
    };
  }

  async open(manager: EntityManager, owner: DataOwner) {
    const items: string[] = [];
    const codes = new Map<string, string>();
    for (const d of this.subjects.all()) {
      for (const s of await d.ofOwner(manager, owner)) codes.set(LEDGER.escrow({ kind: d.kind, id: s.id }), `${d.label} #${s.id}`);
    }
    if (codes.size) {
      const held: { code: string; balance_kobo: string }[] = await manager.query(
        'SELECT code, balance_kobo FROM ledger_accounts WHERE code = ANY($1) AND balance_kobo <> 0 ORDER BY code',
        [[...codes.keys()]],
      );
      for (const h of held) items.push(`${codes.get(h.code)}: ${formatKobo(Number(h.balance_kobo))} is held in escrow until it completes or is refunded.`);
    }
    if (owner.vendorId) {
      const b = await this.ledger.vendorBalances(owner.vendorId, manager);
      const owed = b.payableKobo + b.availableKobo;
      if (owed > 0) items.push(`${formatKobo(owed)} is still owed to you: wait for its payout to your bank account.`);
      if (b.inTransitKobo > 0) items.push(`A payout of ${formatKobo(b.inTransitKobo)} is on its way to your bank account.`);
    }
    return items;
  }
}
