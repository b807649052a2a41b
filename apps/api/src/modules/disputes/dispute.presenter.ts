import { koboToNaira } from '@oja/shared';
import type { DisputedSubject } from '../../common/subjects.js';
import type { AttachmentView } from '../attachments/attachments.service.js';
import type { Dispute } from './entities/dispute.entity.js';

/** A dispute with its photos (private attachments, each with a short-lived link). */
export function presentDispute(d: Dispute | null | undefined, photos: AttachmentView[] = []) {
  if (!d) return null;
  return {
    id: d.id,
    status: d.status,
    reason: d.reason,
    vendor_statement: d.vendorStatement ?? null,
    vendor_responded_at: d.vendorRespondedAt ?? null,
    resolution: d.resolution,
    refund_amount: d.refundAmountKobo === null ? null : koboToNaira(d.refundAmountKobo),
    note: d.note,
    created_at: d.createdAt,
    resolved_at: d.resolvedAt,
    photos,
  };
}

/** What happened to the disputed subject, oldest first: its own steps (from its module) and the dispute's. */
export function disputeTimeline(subjectSteps: DisputedSubject['steps'], d: Dispute) {
  const steps: DisputedSubject['steps'] = [
    ...subjectSteps,
    ['disputed', 'Disputed by the customer', d.createdAt],
    ['vendor_responded', 'Vendor responded', d.vendorRespondedAt],
    ['resolved', 'Dispute resolved', d.resolvedAt],
  ];
  return steps
    .filter((x): x is [string, string, Date] => !!x[2])
    .map(([event, label, at]) => ({ event, label, at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
