/** A one-path, 24×24 decorative icon in the text colour; the text beside it says what it means. */
export function PathIcon({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
