// Hostile markup must run nothing: a journey records every dialog a page opens (an injected alert() would
// open one) and dismisses it, so the journey goes on and can assert there were none.
import type { Page } from '@playwright/test';

/** The messages of the dialogs `page` opens from now on, each dismissed. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
