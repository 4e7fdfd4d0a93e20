import { createContext, useContext } from 'react';
import { adminUploads, type QuizUploads } from './quizUploads.ts';

/** The editor's uploads: the server's unless a test (or another host) provides its own. */
export const UploadsContext = createContext<QuizUploads>(adminUploads);

export function useQuizUploads(): QuizUploads {
  return useContext(UploadsContext);
}
