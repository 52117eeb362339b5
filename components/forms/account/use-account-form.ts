// What the three account screens do on submit, in one place so login, register and reset behave alike.
import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { EMPTY_FIELD_TOAST } from '@/lib/forms/account-texts';
import type { SchemaLoader } from '@/lib/forms/schema-loaders';
import { dismissToasts, prepareToasts, showToast } from '@/components/site/toast';
import { useValidatedForm } from '../use-validated-form';

/**
 * The mock account screens' behaviour: an invalid form shows the toast "Empty field is not allowed!" and the
 * field messages; a valid one shows its toast (if any) and navigates. Nothing is sent, no session is made.
 * They are the site's only forms that toast, so they alone load the toasts (sonner), on first focus, so that
 * its live region is in place before anything is announced.
 */
export function useAccountForm<S extends z.ZodType>(
  schema: SchemaLoader<S>,
  success: (data: z.output<S>) => { toast?: string; goTo: string },
) {
  const router = useRouter();
  const form = useValidatedForm(schema, {
    onInvalid: () => showToast('error', EMPTY_FIELD_TOAST),
    onValid: (data) => {
      const outcome = success(data);
      // The toast of an attempt since fixed must neither sit beside this one's nor follow the visitor to the next page.
      dismissToasts();
      if (outcome.toast) showToast('success', outcome.toast);
      router.push(outcome.goTo);
    },
  });
  const onFocus = () => {
    form.formProps.onFocus();
    prepareToasts();
  };
  return { ...form, formProps: { ...form.formProps, onFocus } };
}
