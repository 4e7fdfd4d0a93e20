// The account owner's programs as the tree editor holds them: the API's
// EditorProgram with its items read as the domain's TreeItem tree.
import type { TreeItem } from '../../../../../domain/program/tree.ts';

export interface EditorProgram {
  /** the Relay id */
  id: string;
  /** the program's own id, as the API's inputs and the quiz editor take it */
  programId: string;
  name: string;
  order: number;
  hidden: boolean;
  revision: number;
  prerequisites: readonly string[];
  tracks: readonly string[];
  prerequisitesOperationOR: boolean;
  headingProgress: readonly string[];
  items: readonly TreeItem[];
}

/** A quiz of the account, from its quizzes list. */
export interface AccountQuiz {
  quizId: string;
  name: string;
  isForm: boolean;
  externalGrades: boolean;
  examineesCount: number;
  answersCount: number;
  /** false while the quiz was never published: learners neither see nor open it */
  published: boolean;
}

/** The program settings the edit-program dialog changes. */
export interface ProgramSettings {
  name: string;
  hidden: boolean;
  prerequisites: readonly string[];
  tracks: readonly string[];
  prerequisitesOperationOR: boolean;
  headingProgress: readonly string[];
}

/** What the API answered to a save: saved, refused because it was changed elsewhere (and reloaded), or failed. */
export type SaveResult = 'saved' | 'stale' | 'failed';
