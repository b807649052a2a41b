import { allowedMaintenanceActions, koboToNaira, maintenanceTypeLabel, MAINTENANCE_STATUS_LABELS, type MaintenanceEventType } from '@oja/shared';
import type { MaintenanceRequest } from './entities/maintenance-request.entity.js';

export interface PresentedMechanic {
  id: number;
  workshop_name: string;
  location: string | null;
  phone: string | null;
}

export interface PresentedCustomer {
  id: number;
  name: string;
  phone: string | null;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * A maintenance request on the wire: money in naira, the status and its label, the events the viewer may
 * send now (`actions`, from the shared machine), the mechanic for the customer and the customer for the
 * mechanic (their phone only once the fee is paid).
 */
export function presentRequest(
  r: MaintenanceRequest,
  viewer: 'customer' | 'vendor',
  who: { mechanic?: PresentedMechanic | null; customer?: PresentedCustomer | null } = {},
) {
  const paid = r.paidAt !== null;
  return {
    id: r.id,
    status: r.status,
    status_label: MAINTENANCE_STATUS_LABELS[r.status],
    location: r.location,
    /** One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words). */
    service_type: r.serviceType,
    service_type_text: r.serviceTypeText,
    service_label: maintenanceTypeLabel(r.serviceType, r.serviceTypeText),
    issue: r.issue,
    needs_towing: r.needsTowing,
    fee: koboToNaira(r.feeKobo),
    escrow_status: r.escrowStatus,
    actions: allowedMaintenanceActions(r, viewer) as MaintenanceEventType[],
    mechanic: viewer === 'customer' ? (who.mechanic ?? null) : null,
    customer: viewer === 'vendor' && who.customer ? { ...who.customer, phone: paid ? who.customer.phone : null } : null,
    mechanic_chosen_at: iso(r.mechanicChosenAt),
    paid_at: iso(r.paidAt),
    accepted_at: iso(r.acceptedAt),
    declined_at: iso(r.declinedAt),
    lapsed_at: iso(r.lapsedAt),
    started_at: iso(r.startedAt),
    completed_at: iso(r.completedAt),
    released_at: iso(r.releasedAt),
    cancelled_at: iso(r.cancelledAt),
    created_at: iso(r.createdAt)!,
  };
}
export type PresentedMaintenanceRequest = ReturnType<typeof presentRequest>;
