import { IsInt, IsString, validateSync } from 'class-validator';
import { rememberValidationRules } from './validation.js';

const failed = (o: object) => validateSync(o).map((e) => e.property);

describe('rememberValidationRules', () => {
  beforeAll(() => rememberValidationRules());

  it('checks a DTO the same way every time it is validated', () => {
    class Name {
      @IsString() name!: unknown;
    }
    for (let i = 0; i < 3; i++) {
      expect(failed(Object.assign(new Name(), { name: 12 }))).toEqual(['name']);
      expect(failed(Object.assign(new Name(), { name: 'Ada' }))).toEqual([]);
    }
  });

  it('applies a rule added after the DTO was first validated, to it and to the classes that extend it', () => {
    class Order {
      @IsString() note!: unknown;
      quantity?: unknown;
    }
    expect(failed(Object.assign(new Order(), { note: 'x', quantity: 'two' }))).toEqual([]);
    IsInt()(Order.prototype, 'quantity');
    expect(failed(Object.assign(new Order(), { note: 'x', quantity: 'two' }))).toEqual(['quantity']);
    class BigOrder extends Order {
      @IsInt() crates!: unknown;
    }
    expect(failed(Object.assign(new BigOrder(), { note: 1, quantity: 2, crates: 'many' })).sort()).toEqual(['crates', 'note']);
  });
});
