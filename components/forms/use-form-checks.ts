// A form's checks (its zod schema) arrive on first use, as a separate script. That script can fail to
// arrive (a dropped connection, or a page left open across a new release whose files have other
// names): the form must then say so and let the next press try again, never go quietly dead.
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { SchemaLoader } from '@/lib/forms/schema-loaders';

/**
 * `checks()` (for a press) loads the schema once and shares it; a failed load is forgotten, so the next
 * call asks again. `failedPresses` counts the presses in a row whose checks could not be loaded (0 once
 * they load): each one is a new alert. `prefetch()` starts loading on first focus and fails silently.
 */
export function useFormChecks<S extends z.ZodType>(load: SchemaLoader<S>) {
  const loaded = useRef<Promise<S> | null>(null);
  const [failedPresses, setFailedPresses] = useState(0);

  const loadOnce = (): Promise<S> =>
    (loaded.current ??= load().catch((error: unknown) => {
      loaded.current = null;
      throw error;
    }));
  const checks = (): Promise<S> =>
    loadOnce().then(
      (schema) => {
        setFailedPresses(0);
        return schema;
      },
      (error: unknown) => {
        setFailedPresses((count) => count + 1);
        throw error;
      },
    );
  const prefetch = () => {
    loadOnce().catch(() => undefined);
  };
  return { checks, prefetch, failedPresses };
}
