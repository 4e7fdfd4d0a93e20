import { useTranslation } from 'react-i18next';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { parseQuiz } from '../../../../domain/quiz/document.ts';
import { newQuiz } from '../../../../domain/quiz/questionDefaults.ts';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { AdminPage } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { PageLoadFailure } from '../admin/PageLoadFailure.tsx';
import { useCreateQuizMutation } from './data/CreateQuizMutation.ts';
import { quizEditorQuery } from './data/QuizEditorQuery.ts';
import { useSaveQuizMutation } from './data/SaveQuizMutation.ts';
import type { QuizEditorQuery } from './data/__generated__/QuizEditorQuery.graphql.ts';
import type { SaveOutcome } from './editorAccount.ts';
import { editorParams, titleKey, type EditorParams } from './editorParams.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { NEW_QUIZ, type Publication } from './publish/publication.ts';
import { QuizEditor } from './QuizEditor.tsx';

type Props = { queryRef: PreloadedQuery<QuizEditorQuery> };

/** /AccountEditQuiz: a new quiz or form (no `quiz` param), or the one named, for the account owner; the route loads it. */
export function QuizEditorScreen({ queryRef }: Props) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = editorParams(search);
  const title = t(`quizEditor.titles.${titleKey(params)}`);
  return (
    <AdminPage bar={{ back: '/AccountHome', title: t('quizEditor.appTitle') }} width="md" loading={<LoadingOverlay />}>
      <LoadedEditor key={search.toString()} params={params} title={title} queryRef={queryRef} />
    </AdminPage>
  );
}

function LoadedEditor({ params, title, queryRef }: Props & { params: EditorParams; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createQuiz] = useCreateQuizMutation();
  const [saveQuiz] = useSaveQuizMutation();
  const { viewer, quizDocument } = usePreloadedQuery<QuizEditorQuery>(quizEditorQuery, queryRef);
  const { account } = viewer;
  if (!account) return <AdminSessionEnded level="account" />;

  let initial: Quiz = newQuiz({ isForm: params.isForm });
  let revision = 0;
  let publication: Publication = NEW_QUIZ;
  if (params.quizId !== null) {
    if (quizDocument?.__typename !== 'QueryQuizDocumentSuccess') {
      const code = quizDocument?.__typename === 'AppError' ? quizDocument.code : 'unknown';
      return <LoadFailure message={t(errorMessageKey(code))} />;
    }
    const parsed = parseQuiz(quizDocument.data.document);
    if (!parsed.ok) return <LoadFailure message={t('quizEditor.errors.damagedDocument')} />;
    initial = { ...parsed.quiz, id: quizDocument.data.quizId };
    revision = quizDocument.data.revision;
    const published = quizDocument.data.publishedDocument === null ? null : parseQuiz(quizDocument.data.publishedDocument);
    publication = {
      // a published version that no longer parses is compared as if new: every question is listed as added
      published: published?.ok ? published.quiz : null,
      hasUnpublishedChanges: quizDocument.data.hasUnpublishedChanges,
      attemptsInProgress: quizDocument.data.attemptsInProgress,
      answersCount: quizDocument.data.answersCount,
    };
  }

  const save = async (document: Quiz, { publish }: { publish: boolean }): Promise<SaveOutcome> => {
    const outcome =
      params.quizId === null
        ? await createQuiz({
            document,
            programId: params.programId,
            folderId: params.folderId,
            asRegistrationForm: params.regForm,
            publish,
          })
        : await saveQuiz({ quizId: params.quizId, revision, document, publish });
    if (!outcome.ok) return { ok: false, code: outcome.code };
    void navigate('/AccountHome');
    return { ok: true };
  };

  return <QuizEditor initial={initial} account={account} onSave={save} title={title} publication={publication} />;
}

function LoadFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return <PageLoadFailure message={message} back={{ to: '/AccountHome', label: t('quizEditor.backHome') }} />;
}
