import type { ReactNode } from 'react';

interface WeakPasswordReasonsProps {
  /** Why the server refused the password (a weak_password answer), as sentences. */
  reasons: string[];
  lead?: ReactNode;
}

/** The body of the error box shown when the server finds a new password too weak. */
export function WeakPasswordReasons({ reasons, lead = 'Please choose a stronger password:' }: WeakPasswordReasonsProps) {
  return (
    <>
      <p>{lead}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </>
  );
}
