// Playwright's `test` for every journey, failing any test whose pages threw an error no script caught (a
// handler that threw, a rejected promise nobody handled, React giving up on hydrating a part): a visitor sees
// few of them, yet each is a part of a page that stopped working. Journeys import from here, not from
// '@playwright/test'.
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, run) => {
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(`${error.page()?.url() ?? 'a page'}: ${error.error().message}`));
    await run(context);
    expect(errors, 'errors thrown in the pages and caught by no script').toEqual([]);
  },
});
