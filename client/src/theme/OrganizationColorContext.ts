import { createContext, useContext } from 'react';

/** Lets a screen that loaded the organisation apply its primary colour to the whole theme. */
export const OrganizationColorContext = createContext<(color: string | null) => void>(() => {});

export function useSetOrganizationColor(): (color: string | null) => void {
  return useContext(OrganizationColorContext);
}
