import type { EntityManager } from 'typeorm';
import { User, type UserType } from './entities/user.entity.js';
import type { SignedInUser } from './user.port.js';

/** A users row another module's seeder creates (the demo accounts); the rest takes the column defaults. */
export interface NewUserRow {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  userType: UserType;
  emailVerifiedAt?: Date | null;
  phoneVerifiedAt?: Date | null;
}

/** Inserts a users row in `manager`'s transaction and answers it (the seeders' port to the users table). */
export function insertUser(manager: EntityManager, row: NewUserRow): Promise<SignedInUser> {
  return manager.save(manager.create(User, row));
}

/** How many users rows there are, in `manager`'s transaction (the demo seed runs on an empty database only). */
export function countUsers(manager: EntityManager): Promise<number> {
  return manager.count(User);
}
