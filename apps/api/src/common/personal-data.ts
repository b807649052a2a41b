import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

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
/** Marks a provider as a module's part in data export and erasure. */
export const PersonalData = (): ClassDecorator => SetMetadata(PART, true);

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
