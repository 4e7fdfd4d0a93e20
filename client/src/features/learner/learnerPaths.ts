// The learner screens' URLs, in the legacy shapes that shared links use:
// /home?domainId=&closed=true, /UserHomeProgramTree?domainId=&programId=&closed=,
// /UserHomeFolderView?domain=&program=&folder=, /home/{quizId}/{isForm}/{accountId}.

function withQuery(path: string, values: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function learnerHomePath({ domainId, closed = false }: { domainId?: string | null; closed?: boolean } = {}): string {
  return withQuery('/home', { domainId, closed: closed ? 'true' : null });
}

export function programTreePath({ domainId, programId, closed = false }: { domainId: string; programId: string; closed?: boolean }): string {
  return withQuery('/UserHomeProgramTree', { domainId, programId, closed: closed ? 'true' : null });
}

export function folderViewPath({ domainId, programId, folderId }: { domainId: string; programId: string; folderId: string }): string {
  return withQuery('/UserHomeFolderView', { domain: domainId, program: programId, folder: folderId });
}

/** The shareable link of a quiz: it signs the learner in first, then opens the quiz (QuizView). */
export function quizPath({ quizId, isForm, domainId }: { quizId: string; isForm: boolean; domainId: string }): string {
  return `/home/${encodeURIComponent(quizId)}/${String(isForm)}/${encodeURIComponent(domainId)}`;
}
