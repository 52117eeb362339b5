// The forms that send nothing yet (newsletter, comments, a short message) say so beside their button, where
// the visitor is looking, until their next attempt: a toast, at the top of the screen far from a footer form
// on a phone, is gone after 4 s, before a screen magnifier's user could find it.
import { useState } from 'react';

/** `message` for the form's <FormStatus tone="success">; `show` on a valid submit, `hide` on an invalid one. */
export function useReceived(text: string): { message: string; show: () => void; hide: () => void } {
  const [shown, setShown] = useState(false);
  return { message: shown ? text : '', show: () => setShown(true), hide: () => setShown(false) };
}
