'use client';

// The contact page's form, the one form that really reaches the organisation; it must work without JavaScript
// and never lose what a visitor typed.
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { submitContact } from '@/lib/forms/contact-action';
import { CONTACT_SUBJECTS } from '@/lib/forms/contact-subjects';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { CONTACT_IDLE, CONTACT_TEXT } from '@/lib/forms/contact-state';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { SelectField, type Option } from './fields/SelectField';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import styles from './forms.module.css';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/**
 * The contact form. It posts to a server action, so it also works without JavaScript; with JavaScript the
 * same zod schema checks the fields first and the page never reloads. Nothing typed is lost on a failure.
 * `submit` is the server action, handed over by the server part (ContactForm.tsx), so this browser code carries
 * no server-action plumbing of its own. `postTo` is the address a post made
 * without JavaScript goes to and is answered on (React writes it as the form's `action`; without it, `action=""`,
 * which HTML does not allow).
 */
export function ContactFormClient({ id, events, submit, postTo }: { id: string; events: readonly Option[]; submit: typeof submitContact; postTo: string }) {
  const [state, formAction, pending] = useActionState(submit, CONTACT_IDLE, postTo);
  const [answered, setAnswered] = useState(state);
  const [checkedHere, setCheckedHere] = useState<'invalid' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set at once on submit (React's `pending` comes only once the checks have loaded and passed): one message per press.
  const sending = useRef(false);
  // The checks (zod) load on the first focus inside the form, or at the latest on submit. Checks that could not be
  // loaded: the form says so (ChecksUnavailable) and the next press tries again. It is not sent unchecked: the cases
  // where the checks fail to arrive (a dropped connection, a page left open across a new release) would most likely
  // fail the send too, and a server action that fails replaces the form with the error page.
  const { errors, setErrors, checksUnavailable, formProps } = useValidatedForm(
    loadSchema.contact,
    {
      // Submitting through startTransition (not the form's own action) keeps React from emptying the form on a failure.
      onValid: (_data, _form, submitted) => {
        setCheckedHere(null);
        startTransition(() => formAction(submitted));
      },
      onInvalid: () => {
        sending.current = false;
        setCheckedHere('invalid');
      },
      onUnavailable: () => {
        sending.current = false;
      },
    },
    state.errors,
  );

  // A new answer from the server replaces the messages (adjusting state while rendering, as React advises).
  if (answered !== state) {
    setAnswered(state);
    setErrors(state.errors);
  }

  useEffect(() => {
    sending.current = false;
    if (state.status === 'sent') formRef.current?.reset();
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) return event.preventDefault();
    sending.current = true;
    formProps.onSubmit(event);
  };

  const status = checkedHere ? CONTACT_TEXT.invalid : state.message;
  const tone = checkedHere || state.status === 'invalid' || state.status === 'failed' ? 'error' : 'success';
  const values = state.values;
  return (
    <form ref={formRef} id={id} action={formAction} {...formProps} onSubmit={onSubmit} aria-label="Contact form" aria-busy={pending} className={styles.stack}>
      <div className={styles.row}>
        <TextField formId={id} name="name" label="First name" autoComplete="given-name" defaultValue={values.name} error={errors.name} />
        <TextField formId={id} name="lastname" label="Last name" autoComplete="family-name" defaultValue={values.lastname} error={errors.lastname} />
      </div>
      <div className={styles.row}>
        <TextField formId={id} name="email" label="Email" type="email" autoComplete="email" defaultValue={values.email} error={errors.email} />
        <SelectField formId={id} name="subject" label="Subject" placeholder="Subject" options={SUBJECT_OPTIONS} defaultValue={values.subject ?? ''} error={errors.subject} />
      </div>
      <SelectField formId={id} name="events" label="Event" placeholder="Select an event" options={events} defaultValue={values.events ?? ''} error={errors.events} />
      <TextareaField formId={id} name="notes" label="Message" defaultValue={values.notes} error={errors.notes} />
      <FormStatus id={`${id}-status`} tone={tone}>
        {status}
      </FormStatus>
      <ChecksUnavailable failedPresses={checksUnavailable} />
      <div>
        {/* aria-disabled, not disabled: a disabled button loses the focus, and the visitor their place in the page. */}
        <button type="submit" className="btn btn-primary" aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
