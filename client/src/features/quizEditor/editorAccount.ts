/** What the editor needs of the signed-in account: its forms (for prerequisites), its tracks and its options. */
export interface EditorAccount {
  isTimed: boolean;
  enableVideo: boolean;
  tracks: readonly string[];
  quizzes: readonly { quizId: string; name: string; isForm: boolean }[];
}

/** The outcome of a save: done, or an error code to translate. */
export type SaveOutcome = { ok: true } | { ok: false; code: string };
