// The field people never see and bots fill in (lib/forms/honeypot.ts): out of sight, out of the tab order and
// hidden from screen readers, with a label saying to leave it empty should anyone meet it.
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';

export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
