import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, userRowsPart } from '../../common/personal-data.js';
import { DeliveryAddress } from './entities/delivery-address.entity.js';

/**
 * The customer's saved addresses (exported; deleted at erasure) and the delivery details on their orders (the orders
 * themselves are exported by the food and shop descriptors; at erasure their address, phone, notes and pin are blanked,
 * the money and lines kept for the ledger). A vendor's menu or catalogue leaves the public lists.
 */
@PersonalData()
export class CartOrdersPersonalData extends userRowsPart({
  section: 'delivery_addresses',
  entity: DeliveryAddress,
  owner: 'userId',
  row: (a) => ({ id: a.id, label: a.label, address: a.address, phone: a.phone, lat: a.lat, lng: a.lng, created_at: a.createdAt }),
  erase: 'delete',
}) {
  async erase(manager: EntityManager, owner: DataOwner) {
    await super.erase(manager, owner);
    await manager.query(`UPDATE cart_orders SET delivery_address = '', phone = '', notes = '', lat = NULL, lng = NULL WHERE user_id = $1`, [owner.userId]);
    if (owner.vendorId) await manager.query(`UPDATE catalogue_items SET deleted_at = now() WHERE vendor_id = $1 AND deleted_at IS NULL`, [owner.vendorId]);
    return [];
  }
}
