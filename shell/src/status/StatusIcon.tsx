/** The status pages' own pictures (an emoji would depend on the phone's fonts). */
export function StatusIcon({ kind }: { kind: 'maintenance' | 'region' }) {
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-testid="status-icon"
    >
      {kind === 'maintenance' ? (
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.4 1.4 0 0 0 2 2l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.1-.5-.5-2.1z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M5.6 5.6l12.8 12.8" />
        </>
      )}
    </svg>
  );
}
