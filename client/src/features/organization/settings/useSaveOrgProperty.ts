import { useCallback } from 'react';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { useSetOrganizationPropertyMutation, type OrganizationProperty } from '../mutations/SetOrganizationPropertyMutation.ts';

/**
 * Saves one organisation property as every section of the organisation home
 * does: the success message (by default "saved"), or the translated error
 * (en_error_occured for anything unknown). Resolves with the outcome, so a
 * form can mark the refused field and keep what was typed.
 */
export function useSaveOrgProperty(): [
  (property: OrganizationProperty, value: unknown, successKey?: string) => Promise<{ ok: boolean; field: string | null; code: string | null }>,
  boolean,
] {
  const [setProperty, saving] = useSetOrganizationPropertyMutation();
  const feedback = useFeedback();
  const save = useCallback(
    async (property: OrganizationProperty, value: unknown, successKey = 'orgSettings.saved') => {
      const outcome = await setProperty(property, value);
      if (outcome.ok) {
        feedback.success(successKey);
        return { ok: true, field: null, code: null };
      }
      feedback.failure(outcome.code);
      return { ok: false, field: outcome.field, code: outcome.code };
    },
    [setProperty, feedback],
  );
  return [save, saving];
}
