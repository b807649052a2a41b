import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere } from 'typeorm';

/** Whose personal data: a user, and the vendor they are (if any). */
export interface DataOwner {
  userId: number;
  vendorId: number | null;
}

/** A stored upload of the owner's, copied into their export under `name` (its storage key is `key`). */
export interface OwnedFile {
  name: string;
  key: string;
}

/**
 * One module's part in a user's data rights (NDPA 2023; docs/privacy.md): what it holds of the owner for the
 * export, what must be settled before the account can be erased, and what it deletes or anonymises at erasure.
 * A provider decorated with `@PersonalData()` is found at start-up, the way subjects and job handlers are: the
 * account module reads the parts only, so a new module joins export and erasure by declaring its own.
 */
export interface PersonalDataPart {
  /** The part's key in the export's data.json (unique). */
  readonly section: string;
  /** What the module holds of the owner (plain JSON), and the owner's files it stores. */
  export(manager: EntityManager, owner: DataOwner): Promise<{ data: unknown; files?: OwnedFile[] }>;
  /** What must be settled first (money held, an open dispute), each as a sentence for the user; none: []. */
  open?(manager: EntityManager, owner: DataOwner): Promise<string[]>;
  /**
   * Deletes or anonymises the owner's rows in the erasure's transaction (what the law or the ledger needs is kept);
   * returns the storage keys to delete once it has committed.
   */
  erase?(manager: EntityManager, owner: DataOwner): Promise<string[]>;
}

const PART = 'oja:personal-data';
/** Marks a class as a module's part in data export and erasure (and as an injectable provider). */
export const PersonalData = (): ClassDecorator => applyDecorators(SetMetadata(PART, true), Injectable());

/** The keys of `E` that hold a number (a user id column). */
type NumberKeys<E> = { [K in keyof E]: E[K] extends number ? K : never }[keyof E];

/**
 * The most common part: the rows of one entity whose `owner` column is the user's id, exported (by id) as `row` maps
 * them; at erasure deleted, or kept where the law or the other party needs them. Parts with more to do are classes.
 */
export function userRowsPart<E extends { id: number }>(part: {
  section: string;
  entity: EntityTarget<E>;
  owner: NumberKeys<E>;
  row: (r: E) => unknown;
  erase: 'delete' | 'keep';
}) {
  const mine = (owner: DataOwner) => ({ [part.owner]: owner.userId }) as FindOptionsWhere<E>;
  @PersonalData()
  class UserRowsPart implements PersonalDataPart {
    readonly section = part.section;

    async export(manager: EntityManager, owner: DataOwner) {
      const rows = await manager.find(part.entity, { where: mine(owner), order: { id: 'ASC' } as FindOptionsOrder<E> });
      return { data: rows.map((r) => part.row(r)) };
    }

    async erase(manager: EntityManager, owner: DataOwner): Promise<string[]> {
      if (part.erase === 'delete') await manager.delete(part.entity, mine(owner));
      return [];
    }
  }
  return UserRowsPart;
}

/** Every `@PersonalData()` part of the running app, in a stable order (by section). */
@Injectable()
export class PersonalDataRegistry {
  private found: PersonalDataPart[] | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  all(): PersonalDataPart[] {
    if (!this.found) {
      const parts = this.discovery
        .getProviders()
        .filter((w) => w.metatype && w.instance && w.isDependencyTreeStatic() && this.reflector.get(PART, w.metatype))
        .map((w) => w.instance as PersonalDataPart);
      const sections = parts.map((p) => p.section);
      const twice = sections.filter((s, i) => sections.indexOf(s) !== i);
      if (twice.length) throw new Error(`Personal data sections declared twice: ${twice.join(', ')}`);
      this.found = parts.sort((a, b) => a.section.localeCompare(b.section));
    }
    return this.found;
  }
}
