import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import type { AddressDto } from './dto/cart-orders.dto.js';
import { DeliveryAddress } from './entities/delivery-address.entity.js';

export const MAX_ADDRESSES = 10;

/** A customer's saved delivery addresses (each with an optional map pin), reused at checkout. */
@Injectable()
export class AddressesService {
  constructor(private readonly dataSource: DataSource) {}

  present(a: DeliveryAddress) {
    return { id: a.id, label: a.label, address: a.address, phone: a.phone, lat: a.lat, lng: a.lng, created_at: a.createdAt };
  }

  async list(userId: number) {
    return (await this.dataSource.getRepository(DeliveryAddress).find({ where: { userId }, order: { id: 'DESC' } })).map((a) => this.present(a));
  }

  /** Saves one (at most MAX_ADDRESSES per customer, counted under a per-customer lock). */
  add(userId: number, dto: AddressDto) {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['delivery-addresses', userId]);
      if ((await manager.count(DeliveryAddress, { where: { userId } })) >= MAX_ADDRESSES) {
        throw DomainError.conflict('ADDRESS_LIMIT_REACHED', `You can save at most ${MAX_ADDRESSES} addresses. Delete one first.`);
      }
      const row = await manager.save(
        manager.create(DeliveryAddress, { userId, label: dto.label ?? '', address: dto.address, phone: dto.phone, lat: dto.lat ?? null, lng: dto.lng ?? null }),
      );
      return this.present(row);
    });
  }

  /** Checkout's "save this address": kept once (the same text is not saved twice), never past the limit. */
  async saveIfNew(manager: EntityManager, userId: number, a: { address: string; phone: string; lat?: number; lng?: number }) {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['delivery-addresses', userId]);
    const existing = await manager.find(DeliveryAddress, { where: { userId } });
    if (existing.length >= MAX_ADDRESSES || existing.some((e) => e.address.toLowerCase() === a.address.toLowerCase())) return;
    await manager.insert(DeliveryAddress, { userId, label: '', address: a.address, phone: a.phone, lat: a.lat ?? null, lng: a.lng ?? null });
  }

  async remove(userId: number, id: number) {
    const { affected } = await this.dataSource.getRepository(DeliveryAddress).delete({ id, userId });
    if (!affected) throw DomainError.notFound('ADDRESS_NOT_FOUND', 'Address not found');
  }
}
