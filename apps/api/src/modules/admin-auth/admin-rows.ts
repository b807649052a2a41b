import type { EntityManager } from 'typeorm';
import { Admin } from './entities/admin.entity.js';
import type { AdminContact, AdminProfile } from './admin.port.js';

/** Every administrator, in `manager`'s transaction (KYC submission alerts go to each). */
export function allAdmins(manager: EntityManager): Promise<AdminContact[]> {
  return manager.find(Admin);
}

/** The admin's row locked (FOR UPDATE) in `manager`'s transaction (an admin's own profile change). */
export function lockAdmin(manager: EntityManager, id: number): Promise<AdminProfile> {
  return manager.findOneOrFail(Admin, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The admin's new name and e-mail address. */
export async function setAdminProfile(manager: EntityManager, id: number, name: string, email: string): Promise<void> {
  await manager.update(Admin, { id }, { name, email });
}

/** The admin's row as it stands in `manager`'s transaction. */
export function readAdmin(manager: EntityManager, id: number): Promise<AdminProfile> {
  return manager.findOneOrFail(Admin, { where: { id } });
}
