// How the form journeys check that a field shows (or no longer shows) its message to every visitor.
import { expect, type Locator } from '@playwright/test';

/** A field shows `message` next to it, tied to it (aria-describedby) and marked invalid. */
export async function expectFieldMessage(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message instanceof RegExp ? message : new RegExp(escape(message)));
}

/** A field no longer shows any message. */
export async function expectNoMessage(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
