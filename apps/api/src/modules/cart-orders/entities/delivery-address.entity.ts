import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, FloatColumn, IntColumn, VarcharColumn } from '../../../database/columns.js';

/** A customer's saved delivery address, with an optional map pin (the rides issue's couriers use it). */
@Entity('delivery_addresses')
@Index('delivery_addresses_user', ['userId', 'id'])
export class DeliveryAddress {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() userId: number;
  @VarcharColumn(60, { default: '' }) label: string;
  @VarcharColumn(300) address: string;
  @VarcharColumn(20) phone: string;
  @FloatColumn({ nullable: true }) lat: number | null;
  @FloatColumn({ nullable: true }) lng: number | null;
  @CreatedAt() createdAt: Date;
}
