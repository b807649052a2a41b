import type { CategoryDetails } from '../vendors/category-details.js';
import type { ServiceSetupDto } from '../vendors/dto/setup.dto.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';

/**
 * The general-service category's details are this module's service vendor profile (`service_vendors`): the vendors
 * module's setup (`POST /api/vendor/service/setup`) writes them and its reads present them through this.
 */
export const SERVICE_VENDOR_DETAILS: CategoryDetails<ServiceSetupDto, ServiceVendor> = {
  entity: ServiceVendor,
  label: 'service',
  toEntity: (d) => ({ serviceName: d.service_name, description: d.description, location: d.location, phone: d.phone, email: d.email }),
  present: (e) => ({ service_name: e.serviceName, description: e.description, location: e.location, phone: e.phone, email: e.email }),
};
