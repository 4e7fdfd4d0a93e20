import { graphql, useFragment } from 'react-relay';
import type { useMyPrograms_learner$key } from './__generated__/useMyPrograms_learner.graphql.ts';

export interface MyProgram {
  readonly id: string;
  readonly name: string;
  readonly closed: boolean;
}

/** The My Programs menu's entries: the open accounts, then the closed ones. */
export function useMyPrograms(learnerRef: useMyPrograms_learner$key): MyProgram[] {
  const { openDomains, closedDomains } = useFragment(
    graphql`
      fragment useMyPrograms_learner on Learner {
        openDomains: domains {
          id
          name
        }
        closedDomains: domains(closed: true) {
          id
          name
        }
      }
    `,
    learnerRef,
  );
  return [
    ...openDomains.map(({ id, name }) => ({ id, name, closed: false })),
    ...closedDomains.map(({ id, name }) => ({ id, name, closed: true })),
  ];
}
