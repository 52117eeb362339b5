// A form's checks (its zod schema) arrive on first use, as a separate script. That script can fail to
// arrive (a dropped connection, or a page left open across a new release whose files have other
// names): the form must then say so and let the next press try again, never go quietly dead.
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { SchemaLoader } from '@/lib/forms/schema-loaders';

/**
 * `checks()` loads the schema once and shares it; a failed load is forgotten, so the next call asks
 * again, and `unavailable` is true until a load succeeds. `prefetch()` starts loading on first focus.
 */
export function useFormChecks<S extends z.ZodType>(load: SchemaLoader<S>) {
  const loaded = useRef<Promise<S> | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const checks = (): Promise<S> =>
    (loaded.current ??= load().then(
      (schema) => {
        setUnavailable(false);
        return schema;
      },
      (error: unknown) => {
        loaded.current = null;
        setUnavailable(true);
        throw error;
      },
    ));
  const prefetch = () => {
    checks().catch(() => undefined);
  };
  return { checks, prefetch, unavailable };
}
