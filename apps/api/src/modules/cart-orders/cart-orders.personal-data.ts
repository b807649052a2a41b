import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { DeliveryAddress } from './entities/delivery-address.entity.js';

/**
 * The customer's saved addresses (exported; deleted at erasure) and the delivery details on their orders (the orders
 * themselves are exported by the food and shop descriptors; at erasure their address, phone, notes and pin are blanked,
 * the money and lines kept for the ledger). A vendor's menu or catalogue leaves the public lists.
 */
@PersonalData()
@Injectable()
export class CartOrdersPersonalData implements PersonalDataPart {
  readonly section = 'delivery_addresses';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(DeliveryAddress, { where: { userId: owner.userId }, order: { id: 'ASC' } });
    return { data: rows.map((a) => ({ id: a.id, label: a.label, address: a.address, phone: a.phone, lat: a.lat, lng: a.lng, created_at: a.createdAt })) };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    await manager.delete(DeliveryAddress, { userId: owner.userId });
    await manager.query(`UPDATE cart_orders SET delivery_address = '', phone = '', notes = '', lat = NULL, lng = NULL WHERE user_id = $1`, [owner.userId]);
    if (owner.vendorId) await manager.query(`UPDATE catalogue_items SET deleted_at = now() WHERE vendor_id = $1 AND deleted_at IS NULL`, [owner.vendorId]);
    return [];
  }
}
