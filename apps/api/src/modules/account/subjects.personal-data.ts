import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { SubjectRegistry } from '../../common/subjects.js';

/**
 * Every subject the user is a party to, by kind, from each registered descriptor (`ofOwner`): a new vertical joins
 * the export by declaring its descriptor. Subjects are kept at erasure (the other party's history, the ledger);
 * the user's name on them reads "Former Oja user".
 */
@PersonalData()
export class SubjectsPersonalData implements PersonalDataPart {
  readonly section = 'orders_bookings_requests';

  constructor(private readonly subjects: SubjectRegistry) {}

  async export(manager: EntityManager, owner: DataOwner) {
    const data: Record<string, unknown[]> = {};
    for (const d of this.subjects.all()) {
      const rows = await d.ofOwner(manager, owner);
      data[d.kind] = rows.map((r) => ({ id: r.id, label: `${d.label} #${r.id}`, your_role: r.role, ...r.record }));
    }
    return { data };
  }
}
