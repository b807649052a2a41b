import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { Lifecycle, LifecycleEngine, LifecycleEvent } from '../../common/lifecycle-engine.js';
import type { CapturedPayment } from './payment.port.js';

/**
 * Moves a demo subject through `steps` with the lifecycle engine, as real ones move: each step by `actorOf(step)`,
 * now; at PAYMENT_CAPTURED with the sandbox payment `capture` gives. `ctxOf` builds each step's context from it.
 */
export async function applyDemoSteps<
  TEntity extends ObjectLiteral & { id: number; status: string },
  TEvent extends LifecycleEvent,
  TAction extends string,
  TCtx,
>(
  engine: LifecycleEngine,
  lifecycle: Lifecycle<TEntity, TEvent, TAction, TCtx>,
  manager: EntityManager,
  subject: TEntity,
  steps: readonly TEvent['type'][],
  how: { actorOf: (type: TEvent['type']) => TEvent['actor']; capture: () => Promise<CapturedPayment>; ctxOf: (payment: CapturedPayment | undefined) => TCtx },
): Promise<void> {
  for (const type of steps) {
    const actor = how.actorOf(type);
    let payment: CapturedPayment | undefined;
    if (type === 'PAYMENT_CAPTURED') payment = await how.capture();
    const event = { type, actor, now: new Date() } as unknown as TEvent;
    await engine.apply(lifecycle, manager, subject, event, how.ctxOf(payment));
  }
}
