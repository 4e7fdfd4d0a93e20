/** The results screen of a quiz, by its database id (the tree's and the editor's id). */
export function quizResultsPath(quizId: string): string {
  return `/AccountQuizResults/${encodeURIComponent(quizId)}`;
}
