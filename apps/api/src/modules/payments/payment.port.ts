import type { SubjectKind } from '../../queue/jobs.js';

/** A captured payment as a lifecycle hands it back to payments to settle (PaymentCapturesService.settleCaptured). */
export interface CapturedPayment {
  id: number;
  reference: string;
  subjectKind: SubjectKind;
  subjectId: number;
  amountKobo: number;
}
