// The submit button of a form that sends: it says when a post is on its way and keeps its place in the page.

/** aria-disabled, not disabled: a disabled button loses the focus, and the visitor their place in the page. */
export function SendButton({
  pending,
  className = 'btn btn-primary',
  children,
}: {
  pending: boolean;
  className?: string;
  children: string;
}) {
  return (
    <button type="submit" className={className} aria-disabled={pending || undefined}>
      {pending ? 'Sending…' : children}
    </button>
  );
}
