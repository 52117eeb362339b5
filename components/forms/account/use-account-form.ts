// What the three account screens do on submit, in one place so login, register and reset behave alike.
import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { EMPTY_FIELD_TOAST } from '@/lib/forms/account-texts';
import type { SchemaLoader } from '@/lib/forms/schema-loaders';
import { showToast } from '@/components/site/toast';
import { useValidatedForm } from '../use-validated-form';

/**
 * The mock account screens' behaviour: an invalid form shows the toast "Empty field is not allowed!" and the
 * field messages; a valid one shows its toast (if any) and navigates. Nothing is sent, no session is made.
 */
export function useAccountForm<S extends z.ZodType>(schema: SchemaLoader<S>, success: (data: z.output<S>) => { toast?: string; goTo: string }) {
  const router = useRouter();
  return useValidatedForm(schema, {
    onInvalid: () => showToast('error', EMPTY_FIELD_TOAST),
    onValid: (data) => {
      const outcome = success(data);
      if (outcome.toast) showToast('success', outcome.toast);
      router.push(outcome.goTo);
    },
  });
}
