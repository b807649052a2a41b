import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { Review } from './entities/review.entity.js';

/** The reviews the user wrote. Kept at erasure, signed "Former Oja user" (the author's anonymised name). */
@PersonalData()
@Injectable()
export class ReviewsPersonalData implements PersonalDataPart {
  readonly section = 'reviews_written';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(Review, { where: { authorUserId: owner.userId }, order: { id: 'ASC' } });
    return {
      data: rows.map((r) => ({
        subject: `${r.subjectKind}:${r.subjectId}`,
        as: r.authorRole,
        rating: r.rating,
        comment: r.comment,
        written_at: r.createdAt,
        revealed_at: r.revealedAt,
      })),
    };
  }
}
