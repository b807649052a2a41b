import { useState, type ReactNode } from 'react';
import type { CartOrderProfile } from '@oja/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import type { catalogueRoutes } from '@/lib/vendor-shop';
import { CatalogueItemDialog, type CatalogueItemDraft } from './catalogue-item-dialog';

type Item = CatalogueItemDraft & { id: number };

/**
 * The add/edit dialog and the delete confirmation of a menu or a catalogue: `add()`, `edit(item)`, `remove(item)`
 * open them; `dialogs` is rendered once by the page; `refresh` runs after each change.
 */
export function useCatalogueEditor<T extends Item>({
  kind,
  categories,
  routes,
  refresh,
}: {
  kind: CartOrderProfile;
  categories: readonly string[];
  routes: ReturnType<typeof catalogueRoutes<T>>;
  refresh: () => Promise<unknown>;
}): { add: () => void; edit: (item: T) => void; remove: (item: T) => void; dialogs: ReactNode } {
  const noun = kind === 'food' ? 'dish' : 'product';
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const save = async (body: Record<string, unknown>) => {
    const res = editing?.item ? await routes.update(editing.item.id, body) : await routes.create(body);
    toastSuccess(res.message ?? (editing?.item ? `The ${noun} was saved.` : `The ${noun} was added.`));
    await refresh();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const res = await routes.remove(deleting.id);
      toastSuccess(res.message ?? `The ${noun} was deleted.`);
      await refresh();
    } catch (e) {
      toastFailure(`Failed to delete the ${noun}`, e);
    }
  };

  const dialogs = (
    <>
      <CatalogueItemDialog
        open={editing !== null}
        kind={kind}
        item={editing?.item ?? null}
        categories={categories}
        upload={routes.upload}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete this ${noun}?`}
        message={deleting ? `“${deleting.name}” will be removed from your ${kind === 'food' ? 'menu' : 'shop'}. Orders already placed keep it.` : ''}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        colorPalette="red"
        onConfirm={confirmDelete}
      />
    </>
  );
  return { add: () => setEditing({ item: null }), edit: (item) => setEditing({ item }), remove: setDeleting, dialogs };
}
