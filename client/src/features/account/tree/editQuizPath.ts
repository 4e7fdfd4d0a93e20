// The quiz editor's address (admin spec §2: /AccountEditQuiz with quiz, program and folderId).
export function editQuizPath(values: { quiz?: string; program?: string; folderId?: string | null }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  return `/AccountEditQuiz?${query.toString()}`;
}
