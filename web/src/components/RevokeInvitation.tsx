import { useMutation } from '@tanstack/react-query';
import type { Notice } from './Notice';

interface RevokeOptions {
  revoke: (id: string) => Promise<unknown>;
  /** Loads the invitations again once one is revoked. */
  refresh: () => Promise<unknown>;
  onNotice: (notice: Notice) => void;
  errorText: (error: unknown) => string;
}

/** Revoking a pending invitation, with a notice naming the address it went to. */
export function useRevokeInvitation({ revoke, refresh, onNotice, errorText }: RevokeOptions) {
  return useMutation({
    mutationFn: ({ id }: { id: string; email: string }) => revoke(id),
    onSuccess: async (_, { email }) => {
      onNotice({ tone: 'success', text: `The invitation to ${email} was revoked.` });
      await refresh();
    },
    onError: (error, { email }) => {
      onNotice({ tone: 'error', text: `The invitation to ${email} could not be revoked. ${errorText(error)}` });
    },
  });
}

/** The "Revoke" button of a pending invitation; its name says which one. */
export function RevokeButton({ email, disabled, onClick }: { email: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary button--small" disabled={disabled} onClick={onClick}>
      Revoke{' '}<span className="visually-hidden">the invitation to {email}</span>
    </button>
  );
}
