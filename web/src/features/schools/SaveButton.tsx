interface SaveButtonProps {
  schoolName: string;
  saved: boolean;
  busy?: boolean;
  onToggle: () => void;
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="bookmark-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 3.75A1.75 1.75 0 0 1 7.75 2h8.5A1.75 1.75 0 0 1 18 3.75V21l-6-4.2L6 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bookmark toggle: pressed while the school is on the user's list. */
export function SaveButton({ schoolName, saved, busy = false, onToggle }: SaveButtonProps) {
  return (
    <button
      type="button"
      className={saved ? 'save-toggle save-toggle--saved' : 'save-toggle'}
      aria-pressed={saved}
      aria-label={`Save ${schoolName}`}
      title={saved ? 'Saved to my schools (select to remove)' : 'Save to my schools'}
      aria-busy={busy || undefined}
      onClick={onToggle}
    >
      <BookmarkIcon filled={saved} />
      <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span>
    </button>
  );
}
