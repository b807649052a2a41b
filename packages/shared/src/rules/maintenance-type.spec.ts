import { MAINTENANCE_SERVICE_TYPE_INFO, MAINTENANCE_SERVICE_TYPES } from '../machines/maintenance-request.machine.js';
import { maintenanceTypeLabel, readMaintenanceServiceType } from './maintenance-type.js';

describe('a maintenance request’s service type as clients and people write it', () => {
  it('takes the six ids and their labels, in any case', () => {
    for (const id of MAINTENANCE_SERVICE_TYPES) {
      expect(readMaintenanceServiceType(id)).toEqual({ type: id, text: null });
      expect(readMaintenanceServiceType(` ${id.toUpperCase()} `)).toEqual({ type: id, text: null });
      expect(readMaintenanceServiceType(MAINTENANCE_SERVICE_TYPE_INFO[id].label)).toEqual({ type: id, text: null });
    }
  });
  it.each([
    ['Brake Service', 'brake'],
    ['brake pads', 'brake'],
    ['engine repair', 'engine'],
    ['AC', 'ac'],
    ['A/C repair', 'ac'],
    ['Air conditioning', 'ac'],
    ['Tyres', 'tire'],
    ['Oil Change', 'oil'],
    ['engine oil change', 'oil'],
    ['Battery', 'electrical'],
  ])('maps %s to %s', (input, type) => {
    expect(readMaintenanceServiceType(input)).toEqual({ type, text: null });
  });
  it('keeps any other text as written, under other', () => {
    expect(readMaintenanceServiceType('  Windscreen   wiper ')).toEqual({ type: 'other', text: 'Windscreen wiper' });
    expect(readMaintenanceServiceType('car service')).toEqual({ type: 'other', text: 'car service' });
    expect(maintenanceTypeLabel('other', 'Windscreen wiper')).toBe('Other: Windscreen wiper');
    expect(maintenanceTypeLabel('brake')).toBe('Brake service');
  });
  it('gives null for a blank or non-text value', () => {
    for (const v of ['', '   ', null, undefined, 7, ['brake']]) expect(readMaintenanceServiceType(v)).toBeNull();
  });
});
