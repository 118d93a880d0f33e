export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M10 40c8 0 8-4 16-4s8 4 16 4 8-4 12-4" fill="none" stroke="#5fb3d9" strokeWidth="4" strokeLinecap="round" />
      <path d="M18 30 46 16" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="47" cy="15.5" rx="5" ry="2.6" transform="rotate(-27 47 15.5)" fill="#fff" />
    </svg>
  );
}
