import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, SmallIntColumn, VarcharColumn } from '../../../database/columns.js';

/** A finished okada ride of the /ride-hailing demonstration, kept for the customer's Rides page. */
@Entity('demo_rides')
@Index('demo_rides_user_idx', ['userId', 'createdAt'])
@Index('demo_rides_rider_idx', ['riderVendorId'])
export class DemoRide {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() userId: number;

  /** The live Oja rider chosen, when one was (null for a sample rider). */
  @IntColumn({ nullable: true }) riderVendorId: number | null;
  @VarcharColumn(200) pickup: string;
  @VarcharColumn(200) destination: string;
  @Column({ type: 'numeric', precision: 5, scale: 1 }) distanceKm: string;

  /** Integer kobo. */
  @Column({ type: 'bigint' }) fareKobo: string;
  @SmallIntColumn({ nullable: true }) rating: number | null;
  @CreatedAt() createdAt: Date;
}
