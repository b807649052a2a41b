import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { Lifecycle, LifecycleEngine, LifecycleEvent } from '../../common/lifecycle-engine.js';
import type { SubjectRef } from '../../common/subjects.js';
import type { CapturedPayment } from './payment.port.js';
import type { PaymentsService } from './payments.service.js';

/** What a demo subject's sandbox payment charges: its customer, the subject, the amount and its description. */
export interface DemoCharge {
  subject: SubjectRef;
  customer: { id: number; email: string };
  amountKobo: number;
  description: string;
}

/**
 * Moves a demo subject through `steps` with the lifecycle engine, as real ones move: each step by `actorOf(step)`,
 * now; at PAYMENT_CAPTURED with a sandbox payment of what `charge()` then gives. `ctxOf` builds each step's context from it.
 */
export async function applyDemoSteps<
  TEntity extends ObjectLiteral & { id: number; status: string },
  TEvent extends LifecycleEvent,
  TAction extends string,
  TCtx,
>(
  engine: LifecycleEngine,
  payments: PaymentsService,
  lifecycle: Lifecycle<TEntity, TEvent, TAction, TCtx>,
  manager: EntityManager,
  subject: TEntity,
  steps: readonly TEvent['type'][],
  how: { actorOf: (type: TEvent['type']) => TEvent['actor']; charge: () => DemoCharge; ctxOf: (payment: CapturedPayment | undefined) => TCtx },
): Promise<void> {
  for (const type of steps) {
    const actor = how.actorOf(type);
    let payment: CapturedPayment | undefined;
    if (type === 'PAYMENT_CAPTURED') {
      const { subject: ref, customer, amountKobo, description } = how.charge();
      payment = await payments.demoCapture(manager, { subject: ref, userId: customer.id, email: customer.email, amountKobo, description });
    }
    const event = { type, actor, now: new Date() } as unknown as TEvent;
    await engine.apply(lifecycle, manager, subject, event, how.ctxOf(payment));
  }
}
