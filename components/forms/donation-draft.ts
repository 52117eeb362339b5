// What a donor typed, kept in the tab's session storage while they are on Stripe's page, so cancelling there
// (Stripe sends them to `/donate?cancelled=1`) shows the form as they left it. Only this tab keeps it, and only
// until the tab closes; the server keeps nothing of an unpaid gift.
const KEY = 'donation-draft';
/** The fields put back: never the hidden ones (the cause comes from the page) or the bot trap. */
const KEPT = [
  'amount',
  'customAmount',
  'frequency',
  'firstName',
  'lastName',
  'email',
  'address',
  'postcode',
  'giftAid',
  'message',
  'payment',
];

export function keepDraft(form: HTMLFormElement): void {
  const data = new FormData(form);
  const draft = Object.fromEntries(
    KEPT.flatMap((name) => {
      const value = data.get(name);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the donor types again after a cancel, nothing else changes.
  }
}

/** Puts the kept draft back into `form` after a cancel on Stripe's page; what was put back, or null. */
export function restoreDraft(form: HTMLFormElement): Record<string, string> | null {
  if (new URLSearchParams(window.location.search).get('cancelled') !== '1') return null;
  let draft: Record<string, unknown>;
  try {
    draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!draft || typeof draft !== 'object') return null;
  const restored: Record<string, string> = {};
  for (const name of KEPT) {
    const value = draft[name];
    if (typeof value !== 'string') continue;
    restored[name] = value;
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)) {
      if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
        field.checked = field.value === value;
      else field.value = value;
    }
  }
  return restored;
}
