// The shell of every form that sends, in the Next.js Learn dashboard's way (the server's zod safeParse gives field
// errors, which useActionState brings back: use-action-form.ts): the <form> wired to its action and checks, the
// form's own fields, the honeypot, and its send button, checks alert and status in the arrangement the form has.
import type { FormHTMLAttributes, ReactNode } from 'react';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { Honeypot } from './fields/Honeypot';
import { SendButton } from './SendButton';
import type { ActionForm } from './use-action-form';
import styles from './forms.module.css';

/**
 * Where the send button, the alert that the checks could not load and the status go, after the fields:
 * `grouped` one block (checks, button, status), `flat` the same without the block, `status-first` the status
 * above the checks and a block with the button, `status-above` the status above a block of checks and button.
 */
export type ShellArrangement = 'grouped' | 'flat' | 'status-first' | 'status-above';

type Props = {
  id: string;
  form: ActionForm;
  /** The send button's words. */
  send: string;
  sendClassName?: string;
  arrangement?: ShellArrangement;
  /** More for the status after the form's message (the donation form's ways to give offline). */
  statusMore?: ReactNode;
  /** What the send button is the answer to, just above it (the donation form's "You are giving …"). */
  beforeSend?: ReactNode;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, 'aria-label' | 'aria-labelledby' | 'onChange' | 'onSubmitCapture'>;

export function FormShell({
  id,
  form,
  send,
  sendClassName,
  arrangement = 'grouped',
  statusMore,
  beforeSend,
  children,
  onChange,
  ...attributes
}: Props) {
  const checks = <ChecksUnavailable failedPresses={form.checksUnavailable} />;
  const button = (
    <>
      {beforeSend}
      <SendButton pending={form.pending} className={sendClassName}>
        {send}
      </SendButton>
    </>
  );
  const status = (
    <FormStatus id={`${id}-status`} tone={form.tone}>
      {form.status}
      {statusMore}
    </FormStatus>
  );
  const actions = {
    grouped: (
      <div>
        {checks}
        {button}
        {status}
      </div>
    ),
    flat: (
      <>
        {checks}
        {button}
        {status}
      </>
    ),
    'status-first': (
      <>
        {status}
        {checks}
        <div>{button}</div>
      </>
    ),
    'status-above': (
      <>
        {status}
        <div>
          {checks}
          {button}
        </div>
      </>
    ),
  }[arrangement];
  return (
    <form
      id={id}
      {...form.formProps}
      onChange={onChange ?? form.formProps.onChange}
      {...attributes}
      className={styles.stack}
    >
      {children}
      <Honeypot formId={id} />
      {actions}
    </form>
  );
}
