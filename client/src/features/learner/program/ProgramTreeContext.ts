import { createContext, useContext } from 'react';
import type { FolderProgress } from '../../../../../domain/progress/folderProgress.ts';
import type { ProgramItemNode } from './useProgramTree.ts';

/** What every row of the course-content tree needs, however deep it sits. */
export interface ProgramTreeState {
  expanded: ReadonlySet<string>;
  toggle: (folderId: string) => void;
  /** null: no search, every item shows */
  visibleIds: ReadonlySet<string> | null;
  progress: ReadonlyMap<string, FolderProgress>;
  selectedId: string | null;
  /** shows a viewable item in the viewer */
  openItem: (node: ProgramItemNode) => void;
  readOnly: boolean;
  domainId: string;
  programId: string;
}

export const ProgramTreeContext = createContext<ProgramTreeState | null>(null);

export function useProgramTreeState(): ProgramTreeState {
  const state = useContext(ProgramTreeContext);
  if (!state) throw new Error('useProgramTreeState outside a ProgramTreeContext');
  return state;
}
