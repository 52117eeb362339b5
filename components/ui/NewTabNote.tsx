// Links that open a new tab say so to screen-reader users (WCAG technique G201): a sighted visitor
// sees the tab appear, someone listening would otherwise only find the back button doing nothing.

/** Hidden words read after a link's own name, e.g. "Facebook (opens in a new tab)". */
export function NewTabNote({ each = false }: { each?: boolean }) {
  return <span className="visually-hidden">{each ? ' (each opens in a new tab)' : ' (opens in a new tab)'}</span>;
}
