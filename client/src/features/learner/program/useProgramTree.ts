import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { buildItemTree, progressOfFolders, type TreeNode } from './itemTree.ts';
import type { useProgramTree_program$data, useProgramTree_program$key } from './__generated__/useProgramTree_program.graphql.ts';

export type ProgramItemData = useProgramTree_program$data['items'][number];
export type ProgramItemNode = TreeNode<ProgramItemData>;

/** The program's items as a tree, with every folder's progress. */
export function useProgramTree(programRef: useProgramTree_program$key) {
  const { items } = useFragment(
    graphql`
      fragment useProgramTree_program on Program {
        items {
          id
          parentId
          order
          itemType
          name
          src
          mimeType
          addToCompletion
          markedCompleted
          locked
          quiz {
            id
            isForm
            hasAnswer
            hasExternalGrade
          }
          ...ContentViewer_item
        }
      }
    `,
    programRef,
  );
  return useMemo(() => {
    const roots = buildItemTree(items);
    return { roots, progress: progressOfFolders(roots) };
  }, [items]);
}
