import type { ComponentProps } from 'react';
import type { ConfirmDialog } from '@/components/ConfirmDialog';
import { saveJson } from '@/lib/download';
import { familyApi, type ChildParent, type FamilyChild } from './api';
import { parentName } from './rules';

/** A right the parent chose to use, confirmed before it is. */
export type RightAction = 'download' | 'freeze' | 'unfreeze' | 'delete' | { grant: ChildParent };

/** What the confirmation of a right asks and does, and what follows once it is done. */
export type RightConfirmation = Pick<
  ComponentProps<typeof ConfirmDialog>,
  'title' | 'consequences' | 'danger' | 'confirmLabel' | 'busyLabel' | 'cancelLabel' | 'onConfirm'
> & {
  /** What the parent is told once it is done. */
  outcome: string;
  /** The child's data changed, so the family's queries are read again. */
  changes: boolean;
  /** The child is gone: the parent goes back to the family page, which tells the outcome. */
  leaves?: boolean;
};

/** The file name of a child's export: their name and the day, so downloads don't overwrite each other. */
export function childExportFileName(name: string, now: Date = new Date()): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child';
  return `rowrecruit-${slug}-data-${now.toISOString().slice(0, 10)}.json`;
}

/** The confirmation of `action` over `child` (called `name`). */
export function rightConfirmation(action: RightAction, child: FamilyChild, name: string): RightConfirmation {
  switch (action) {
    case 'download':
      return {
        title: `Download ${name}'s data`,
        consequences: (
          <p>
            The file holds {name}&apos;s personal information, messages included. Keep it somewhere safe and don&apos;t share
            it.
          </p>
        ),
        confirmLabel: 'Download',
        busyLabel: 'Preparing…',
        cancelLabel: 'Cancel',
        onConfirm: async (password) => {
          saveJson(await familyApi.exportChild(child.id, password), childExportFileName(name));
        },
        outcome: `The download of ${name}'s data has started.`,
        changes: false,
      };
    case 'freeze':
      return {
        title: 'Refuse further collection?',
        consequences: (
          <ul className="family-consequences">
            <li>{name} is signed out everywhere at once and cannot sign in.</li>
            <li>College coaches no longer see {name} in search, lists or messages; nothing new is collected.</li>
            <li>{name}&apos;s data is kept, so you can still download it, delete it, or allow collection again.</li>
          </ul>
        ),
        danger: true,
        confirmLabel: 'Refuse and freeze the account',
        busyLabel: 'Freezing…',
        cancelLabel: 'Keep collecting',
        onConfirm: (password) => familyApi.freeze(child.id, password),
        outcome: `Collection is refused: ${name}'s account is frozen.`,
        changes: true,
      };
    case 'unfreeze':
      return {
        title: 'Allow collection again?',
        consequences: <p>{name} can sign in again, and coaches can find them again where their privacy choices allow it.</p>,
        confirmLabel: 'Allow collection again',
        busyLabel: 'Unfreezing…',
        cancelLabel: 'Keep it frozen',
        onConfirm: (password) => familyApi.unfreeze(child.id, password),
        outcome: `${name} can sign in again.`,
        changes: true,
      };
    case 'delete':
      return {
        title: `Delete ${name}'s account?`,
        consequences: (
          <ul className="family-consequences">
            <li>{name}&apos;s account, profile, results, saved schools, notes and conversations are erased at once.</li>
            <li>{name} is signed out everywhere and college coaches lose every trace of them.</li>
            <li>Our logs keep anonymous entries only. This cannot be undone: download the data first if you want a copy.</li>
          </ul>
        ),
        danger: true,
        confirmLabel: 'Delete the account permanently',
        busyLabel: 'Deleting…',
        cancelLabel: 'Keep the account',
        onConfirm: (password) => familyApi.deleteChild(child.id, password),
        outcome: `${name}'s account and everything it held have been deleted.`,
        changes: true,
        leaves: true,
      };
  }
  return rightsConfirmation(action.grant, child, name);
}

/** Giving another parent full rights, or taking them back. */
function rightsConfirmation(parent: ChildParent, child: FamilyChild, name: string): RightConfirmation {
  const other = parentName(parent);
  const takeBack = parent.rights === 'full';
  return {
    title: takeBack ? `Take back ${other}'s full rights?` : `Give ${other} full rights?`,
    consequences: takeBack ? (
      <p>
        {other} keeps following {name} and may still withdraw a consent or refuse collection, but no longer gives consents,
        allows collection again, downloads the data or deletes the account.
      </p>
    ) : (
      <p>
        {other} may then make every choice you can for {name}: give or withdraw consents, refuse or allow collection,
        download the data and delete the account. Only you can give or take back full rights. The change is dated and
        recorded in our compliance log.
      </p>
    ),
    confirmLabel: takeBack ? 'Take back full rights' : 'Give full rights',
    busyLabel: 'Saving…',
    cancelLabel: 'Cancel',
    onConfirm: (password) => familyApi.setRights(child.id, parent.parentId, takeBack ? 'follow' : 'full', password),
    outcome: takeBack ? `${other} now follows ${name}'s account.` : `${other} now has full rights over ${name}'s account.`,
    changes: true,
  };
}
