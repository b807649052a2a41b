import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A finished okada ride of the /ride-hailing demonstration, kept for the customer's Rides page. */
@Entity('demo_rides')
@Index('demo_rides_user_idx', ['userId', 'createdAt'])
@Index('demo_rides_rider_idx', ['riderVendorId'])
export class DemoRide {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  /** The live Oja rider chosen, when one was (null for a sample rider). */
  @Column({ type: 'int', nullable: true })
  riderVendorId: number | null;

  @Column({ type: 'varchar', length: 200 })
  pickup: string;

  @Column({ type: 'varchar', length: 200 })
  destination: string;

  @Column({ type: 'numeric', precision: 5, scale: 1 })
  distanceKm: string;

  /** Integer kobo. */
  @Column({ type: 'bigint' })
  fareKobo: string;

  @Column({ type: 'smallint', nullable: true })
  rating: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
