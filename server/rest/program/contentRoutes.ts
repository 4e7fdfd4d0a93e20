// The account owner's legacy admin/ paths for programs and quizzes: thin
// adapters over the services GraphQL uses (the account's own settings:
// ../account/accountRoutes.ts).
import { AppError } from '../../errors.ts';
import { addQuizToProgram, createProgram, deleteProgram, editorPrograms, saveProgram } from '../../services/program/programEditing.ts';
import { editorDocumentOf } from '../../services/quiz/quizDocument.ts';
import { accountQuizzes, createQuiz, deleteQuiz, quizAnswersCount, saveQuiz } from '../../services/quizEditor/quizEditing.ts';
import { legacyProgramCreation, legacyProgramSave, programDeletion, quizPlacement } from '../../../domain/program/programInputs.ts';
import { route, type Body, type Route } from '../route.ts';

function objectField(body: Body, name: string): Record<string, unknown> {
  const value = body[name];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('invalid_data_entry', { field: name });
  return value as Record<string, unknown>;
}

/** The legacy quiz: the editor's document with `_id` and the revision a later updateQuiz must name. */
function legacyQuiz(quiz: Parameters<typeof editorDocumentOf>[0]) {
  return { ...editorDocumentOf(quiz), _id: quiz.id, author: quiz.accountId, revision: quiz.revision };
}

export const adminRoutes: Record<string, Route> = {
  getPrograms: { access: 'ACCOUNT_OWNER', handle: (ctx) => editorPrograms(ctx) },
  addProgram: route({
    access: 'ACCOUNT_OWNER',
    body: legacyProgramCreation,
    handle: async (ctx, program) => (await createProgram(ctx, program))._id,
  }),
  updateProgram: route({
    access: 'ACCOUNT_OWNER',
    body: legacyProgramSave,
    handle: async (ctx, program) => {
      await saveProgram(ctx, program);
      return true;
    },
  }),
  deleteProgram: route({
    access: 'ACCOUNT_OWNER',
    body: programDeletion,
    handle: async (ctx, { programId }) => {
      await deleteProgram(ctx, programId);
      return true;
    },
  }),
  addQuizToProgram: route({
    access: 'ACCOUNT_OWNER',
    body: quizPlacement,
    handle: async (ctx, placement) => {
      await addQuizToProgram(ctx, placement);
      return true;
    },
  }),
  getQuizzes: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx) => (await accountQuizzes(ctx)).map(legacyQuiz),
  },
  addQuiz: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx, body) => {
      const { _id: _dropped, ...document } = objectField(body, 'quiz');
      const created = await createQuiz(ctx, {
        document: { ...document, id: '' },
        programId: body.programId,
        folderId: body.folderId,
        asRegistrationForm: body.regForm === true,
        // the legacy client has no publish step: its quizzes are live when saved (docs/decisions/quizEditor.md)
        publish: true,
      });
      return created.quizId;
    },
  },
  updateQuiz: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx, body) => {
      const { _id, author: _author, revision, ...document } = objectField(body, 'quiz');
      await saveQuiz(ctx, { quizId: _id ?? document.id, revision, document, publish: true });
      return true;
    },
  },
  deleteQuiz: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx, body) => {
      await deleteQuiz(ctx, { quizId: body.quizId, confirmSubmissions: body.confirmSubmissions });
      return true;
    },
  },
  getQuizAnswersCount: { access: 'ACCOUNT_OWNER', handle: (ctx, body) => quizAnswersCount(ctx, body.quizId) },
};
