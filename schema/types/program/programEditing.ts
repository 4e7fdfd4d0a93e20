// The account owner's programs: the editor's view of each (settings and the
// whole item tree) and the mutations that change them. A program is named by
// its global id (its Program node's, or the EditorProgram's the editor reads);
// ids inside trees are database ids (they travel in JSON), so the editor's
// inputs take them as strings.
import { decodedProgramSave, programCreation } from '../../../domain/program/programInputs.ts';
import { requireOwnAccountId } from '../../../server/services/account/accounts.ts';
import {
  createProgram,
  deleteProgram,
  editorPrograms,
  moveProgram,
  saveProgram,
  type EditorProgram,
} from '../../../server/services/program/programEditing.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { ownerOnly } from '../account/accountEditing.ts';
import { ProgramRef } from './program.ts';

const EditorProgramRef = builder.objectRef<EditorProgram>('EditorProgram').implement({
  description: "A program as its account's owner edits it: settings and the whole item tree.",
  fields: (t) => ({
    // Its own id type: a Program node of the same id would be merged with it in the client's store.
    id: t.globalID({ resolve: (program) => ({ type: 'EditorProgram', id: program.id }) }),
    programId: t.exposeString('id'),
    name: t.exposeString('name'),
    order: t.exposeInt('order'),
    hidden: t.exposeBoolean('hidden'),
    revision: t.exposeInt('revision', { description: 'Send it back with saveProgram: a save based on an older revision is refused.' }),
    prerequisites: t.exposeStringList('prerequisites'),
    tracks: t.exposeStringList('tracks'),
    prerequisitesOperationOR: t.exposeBoolean('prerequisitesOperationOR'),
    headingProgress: t.exposeStringList('headingProgress'),
    items: t.field({ type: 'JSON', description: 'TreeItem[] (domain/program/tree.ts)', resolve: (program) => program.items }),
  }),
});

const DeletedProgramRef = builder.objectRef<{ programId: string }>('DeletedProgram').implement({
  fields: (t) => ({ programId: t.exposeString('programId') }),
});

const ProgramMoveEnum = builder.enumType('ProgramMove', { values: ['up', 'down'] as const });

builder.objectFields(AccountRef, (t) => ({
  editorPrograms: t.field({
    type: [EditorProgramRef],
    ...ownerOnly,
    resolve: (account, _args, ctx) => {
      if (requireOwnAccountId(ctx) !== account.id) return [];
      return editorPrograms(ctx);
    },
  }),
}));

builder.mutationFields((t) => ({
  createProgram: t.field({
    type: EditorProgramRef,
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('CreateProgramInput', {
            fields: (f) => ({
              name: f.string({ required: true }),
              prerequisites: f.stringList(),
              tracks: f.stringList(),
              prerequisitesOperationOR: f.boolean(),
            }),
          })
          .validate(programCreation),
      }),
    },
    resolve: (_root, { input }, ctx) => createProgram(ctx, input),
  }),
  saveProgram: t.field({
    type: EditorProgramRef,
    description: 'Saves the whole program; staleRevision when it changed since `revision`.',
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('SaveProgramInput', {
            fields: (f) => ({
              programId: f.globalID({ required: true, for: [ProgramRef, EditorProgramRef] }),
              revision: f.int({ required: true }),
              name: f.string({ required: true }),
              hidden: f.boolean(),
              prerequisites: f.stringList(),
              tracks: f.stringList(),
              prerequisitesOperationOR: f.boolean(),
              headingProgress: f.stringList(),
              items: f.field({ type: 'JSON', required: true }),
            }),
          })
          .validate(decodedProgramSave),
      }),
    },
    resolve: (_root, { input }, ctx) => saveProgram(ctx, input),
  }),
  deleteProgram: t.field({
    type: DeletedProgramRef,
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteProgramInput', { fields: (f) => ({ programId: f.globalID({ required: true, for: [ProgramRef, EditorProgramRef] }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteProgram(ctx, input.programId.id),
  }),
  moveProgram: t.field({
    type: [EditorProgramRef],
    description: "Moves a program up or down in the account's order; the account's programs in their new order.",
    errors: {},
    ...ownerOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('MoveProgramInput', {
          fields: (f) => ({
            programId: f.globalID({ required: true, for: [ProgramRef, EditorProgramRef] }),
            direction: f.field({ type: ProgramMoveEnum, required: true }),
          }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => moveProgram(ctx, input.programId.id, input.direction),
  }),
}));
