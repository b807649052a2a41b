import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, JsonColumn, TextColumn, VarcharColumn } from '../../database/columns.js';

/** Client-side errors reported by the SPA (POST /log-error). */
@Entity('error_logs')
export class ErrorLog {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(200) context: string;
  @TextColumn() message: string;
  @TextColumn({ nullable: true }) stack: string | null;
  @VarcharColumn(1000, { nullable: true }) url: string | null;
  @JsonColumn({ nullable: true }) extra: unknown;
  @VarcharColumn(64, { nullable: true }) ip: string | null;
  @VarcharColumn(400, { nullable: true }) userAgent: string | null;
  @CreatedAt() createdAt: Date;
}
