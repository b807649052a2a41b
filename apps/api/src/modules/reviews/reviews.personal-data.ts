import { userRowsPart } from '../../common/personal-data.js';
import { Review } from './entities/review.entity.js';

/** The reviews the user wrote. Kept at erasure, signed "Former Oja user" (the author's anonymised name). */
export const ReviewsPersonalData = userRowsPart({
  section: 'reviews_written',
  entity: Review,
  owner: 'authorUserId',
  row: (r) => ({
    subject: `${r.subjectKind}:${r.subjectId}`,
    as: r.authorRole,
    rating: r.rating,
    comment: r.comment,
    written_at: r.createdAt,
    revealed_at: r.revealedAt,
  }),
  erase: 'keep',
});
