import type { Quiz } from '../../../../../domain/quiz/types.ts';

/** What learners see of the quiz now: the editor's status line and its publish dialog read it. */
export interface Publication {
  /** the published version; null while the quiz was never published */
  published: Quiz | null;
  /** the saved version is not what learners see (a draft, or never published) */
  hasUnpublishedChanges: boolean;
  /** learners who started and have not submitted */
  attemptsInProgress: number;
  /** learners who submitted */
  answersCount: number;
}

/** A quiz not saved yet: nobody sees it, nobody started it. */
export const NEW_QUIZ: Publication = { published: null, hasUnpublishedChanges: true, attemptsInProgress: 0, answersCount: 0 };

export function publicationStatusKey(publication: Publication): 'unpublished' | 'draft' | 'published' {
  if (!publication.published) return 'unpublished';
  return publication.hasUnpublishedChanges ? 'draft' : 'published';
}
