// The owner's programs in the store: the list the account home's tree reads
// (viewer.account.editorPrograms), changed by the mutations that add or
// remove a program so that the tree shows the change without reading the
// account again.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

function ownerAccount(store: RecordSourceSelectorProxy): RecordProxy | null | undefined {
  return store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('account');
}

/** Adds `program` (an EditorProgram record) to the owner's programs; the tree sorts them by order. */
export function addOwnerProgram(store: RecordSourceSelectorProxy, program: RecordProxy): void {
  const account = ownerAccount(store);
  const programs = account?.getLinkedRecords('editorPrograms');
  if (!account || !programs) return;
  account.setLinkedRecords([...programs.filter((other) => other && other.getDataID() !== program.getDataID()), program], 'editorPrograms');
}

/** Takes the program whose database id is `programId` out of the owner's programs. */
export function removeOwnerProgram(store: RecordSourceSelectorProxy, programId: string): void {
  const account = ownerAccount(store);
  const programs = account?.getLinkedRecords('editorPrograms');
  if (!account || !programs) return;
  account.setLinkedRecords(
    programs.filter((program) => program && program.getValue('programId') !== programId),
    'editorPrograms',
  );
}
