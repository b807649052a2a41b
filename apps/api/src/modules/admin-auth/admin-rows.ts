import type { EntityManager } from 'typeorm';
import { Admin } from './entities/admin.entity.js';
import type { AdminContact } from './admin.port.js';

/** Every administrator, in `manager`'s transaction (KYC submission alerts go to each). */
export function allAdmins(manager: EntityManager): Promise<AdminContact[]> {
  return manager.find(Admin);
}
