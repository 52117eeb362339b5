// The one way the site's forms send: to their server action, checked first in the browser with the same rules
// when JavaScript runs, posted as a plain form when it does not. Nothing typed is lost on a failure, and a press
// while one post is on its way sends nothing more.
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { FORM_IDLE, FORM_TEXT, type FormState } from '@/lib/forms/form-state';
import type { SchemaLoader } from '@/lib/forms/schema-loaders';
import type { StatusTone } from './fields/FormStatus';
import { useValidatedForm } from './use-validated-form';

type Options<S extends z.ZodType> = {
  /** The form's server action (lib/forms/actions.ts). */
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  /** Where a post made without JavaScript goes, and is answered (the page and the form's status: `/volunteer#…-status`). */
  permalink: string;
  /** The form's checks, loaded on first use. */
  checks: SchemaLoader<S>;
  /** The form element's ref, when the form reads its element too (else one of the hook's own). */
  ref?: RefObject<HTMLFormElement | null>;
};

/**
 * Spread `formProps` on the <form>, give each field `errors[name]` and `values[name]`, show `status` in a
 * <FormStatus tone={tone}> and `checksUnavailable` in a <ChecksUnavailable>.
 */
export function useActionForm<S extends z.ZodType>({ action, permalink, checks, ref }: Options<S>) {
  const [state, formAction, pending] = useActionState(action, FORM_IDLE, permalink);
  const [answered, setAnswered] = useState(state);
  const [checkedHere, setCheckedHere] = useState(false);
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = ref ?? ownRef;
  // Set at once on submit (React's `pending` comes only once the checks have loaded and passed): one post per press.
  const sending = useRef(false);
  // Checks that could not be loaded: the form says so and the next press tries again; nothing is sent unchecked.
  const validated = useValidatedForm(
    checks,
    {
      // Through startTransition (not the form's own action): React then keeps what was typed on a failure.
      onValid: (_data, _form, submitted) => {
        setCheckedHere(false);
        startTransition(() => formAction(submitted));
      },
      onInvalid: () => {
        sending.current = false;
        setCheckedHere(true);
      },
      onUnavailable: () => {
        sending.current = false;
      },
    },
    state.errors,
  );
  const { setErrors, formProps } = validated;

  // A new answer from the server replaces the messages (adjusting state while rendering, as React advises).
  if (answered !== state) {
    setAnswered(state);
    setErrors(state.errors);
  }

  useEffect(() => {
    sending.current = false;
    if (state.status === 'sent') formRef.current?.reset();
  }, [state, formRef]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) return event.preventDefault();
    sending.current = true;
    formProps.onSubmit(event);
  };

  const tone: StatusTone = checkedHere || state.status === 'invalid' || state.status === 'failed' ? 'error' : 'success';
  return {
    state,
    pending,
    errors: validated.errors,
    setErrors,
    values: state.values,
    status: checkedHere ? FORM_TEXT.invalid : state.message,
    tone,
    checksUnavailable: validated.checksUnavailable,
    formProps: { ...formProps, ref: formRef, action: formAction, onSubmit, 'aria-busy': pending },
  };
}

/** What useActionForm gives a form: FormShell and the fields read it. */
export type ActionForm = ReturnType<typeof useActionForm>;

/** The props a field of the form takes from it: its id's prefix, its name, what was typed and its message. */
export type FieldOf = (name: string) => {
  formId: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
};

/** The field props of form `id`, from what the server answered and the messages shown. */
export const fieldsOf =
  (id: string, { values, errors }: Pick<ActionForm, 'values' | 'errors'>): FieldOf =>
  (name) => ({ formId: id, name, defaultValue: values[name], error: errors[name] });
