import { useCallback } from 'react';
import {
  useSetAccountPropertyMutation,
  type AccountProperty,
  type SetAccountPropertyOptions,
} from '../mutations/SetAccountPropertyMutation.ts';
import { useFeedback } from './Feedback.tsx';
import { usePendingCalls } from './PendingCalls.tsx';

/**
 * Saves one account setting as every section of the account home does: the
 * overlay while it runs, then "saved" or the translated error. Resolves true
 * when it was saved.
 */
export function useSaveAccountProperty(): (
  property: AccountProperty,
  value: unknown,
  options?: SetAccountPropertyOptions,
) => Promise<boolean> {
  const setProperty = useSetAccountPropertyMutation();
  const track = usePendingCalls();
  const feedback = useFeedback();
  return useCallback(
    async (property, value, options) => {
      const outcome = await track(setProperty(property, value, options));
      if (outcome.ok) feedback.success('accountHome.saved');
      else feedback.failure(outcome.code);
      return outcome.ok;
    },
    [setProperty, track, feedback],
  );
}
