/** The editor's URL search params (admin spec §2): quiz (absent: a new one), program, folderId, isForm, regForm. */
export interface EditorParams {
  quizId: string | null;
  programId: string | null;
  folderId: string | null;
  isForm: boolean;
  /** a new registration form for the account */
  regForm: boolean;
}

export function editorParams(search: URLSearchParams): EditorParams {
  const text = (name: string) => search.get(name)?.trim() || null;
  const regForm = search.get('regForm') === 'true';
  return {
    quizId: text('quiz'),
    programId: text('program'),
    folderId: text('folderId'),
    isForm: regForm || search.get('isForm') === 'true',
    regForm,
  };
}

/** The key of the page's title under quizEditor.titles. */
export function titleKey({ quizId, isForm, regForm }: EditorParams): string {
  if (regForm) return quizId ? 'editRegForm' : 'newRegForm';
  if (isForm) return quizId ? 'editForm' : 'newForm';
  return quizId ? 'editQuiz' : 'newQuiz';
}
