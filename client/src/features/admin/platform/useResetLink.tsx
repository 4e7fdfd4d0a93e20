import { useState, type ReactNode } from 'react';
import { useCreatePasswordResetLinkMutation } from '../../organization/accounts/mutations/CreatePasswordResetLinkMutation.ts';
import { PasswordLinkDialog } from '../../organization/accounts/PasswordLinkDialog.tsx';

interface Shown {
  name: string;
  link: string;
  expiresAt: string;
  copied: boolean;
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type Target = { accountId: string } | { organizationId: string };

/**
 * Makes a reset-password link (an account's owner's, or an organisation's
 * holder's), copies it and shows it in the dialog; onFailure hears a refusal.
 */
export function useResetLink(onFailure: () => void): [(target: Target, name: string) => Promise<void>, ReactNode, boolean] {
  const [createLink, linking] = useCreatePasswordResetLinkMutation();
  const [shown, setShown] = useState<Shown | null>(null);
  const make = async (target: Target, name: string) => {
    const outcome = await createLink(target);
    if (!outcome.ok) return onFailure();
    const link = `${window.location.origin}${outcome.data.path}`;
    setShown({ name, link, expiresAt: String(outcome.data.expiresAt), copied: await copyToClipboard(link) });
  };
  const dialog = shown && (
    <PasswordLinkDialog accountName={shown.name} link={shown.link} expiresAt={shown.expiresAt} copied={shown.copied} onClose={() => setShown(null)} />
  );
  return [make, dialog, linking];
}
