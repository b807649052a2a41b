import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { completedSubjectsOf } from './review-subjects.js';
import { ReviewsService } from './reviews.service.js';

/** [customer's rating, comment; vendor's rating, comment], one per reviewed demo subject in turn. */
const DEMO_REVIEWS: Array<[number, string, number, string]> = [
  [5, 'Thorough and on time. The kitchen cabinets and windows have never been this clean.', 5, 'Lovely customer: clear instructions and paid promptly.'],
  [
    4,
    'Found the leak under the sink quickly and fixed it neatly. Came an hour later than agreed.',
    5,
    'Easy access to the pipes and a friendly household. Thank you!',
  ],
  [5, 'Traced the tripping breaker to a bad socket and replaced it the same morning.', 4, 'Good customer; the site was ready when I arrived.'],
  [
    4,
    'Clean apartment, steady power and water. Check-in was smooth; the Wi-Fi was slow in the evenings.',
    5,
    'A considerate guest who left the apartment tidy.',
  ],
];

/**
 * Real reviews for the demo's completed orders and stays: both sides write through ReviewsService, so
 * they are revealed and the providers' and listings' stored ratings are updated by its own reveal path.
 */
@Injectable()
export class ReviewsDemoSeeder {
  constructor(private readonly reviews: ReviewsService) {}

  /**
   * Reviews the customer's completed subjects: of each kind in `only`, just the ids given (the demo keeps some
   * unreviewed), of every other kind all; the kinds in `only` first, in its order, then the others.
   */
  async run(manager: EntityManager, customerId: number, only: { kind: string; ids: number[] }[]) {
    const subjects = await completedSubjectsOf(manager, customerId, new Date(Date.now() - 86_400_000));
    const listed = (kind: string) => only.find((o) => o.kind === kind);
    const rank = (kind: string) => (listed(kind) ? only.indexOf(listed(kind)!) : only.length);
    const chosen = subjects.filter((s) => s.customerUserId === customerId && (listed(s.kind)?.ids.includes(s.id) ?? true));
    chosen.sort((a, b) => (a.kind === b.kind ? a.id - b.id : rank(a.kind) - rank(b.kind)));
    for (const [i, s] of chosen.entries()) {
      const [cRating, cText, vRating, vText] = DEMO_REVIEWS[i % DEMO_REVIEWS.length];
      await this.reviews.write(manager, s.customerUserId, s.kind, s.id, cRating, cText);
      await this.reviews.write(manager, s.vendorUserId, s.kind, s.id, vRating, vText);
    }
  }
}
