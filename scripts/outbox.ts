// `npm run outbox`: what waits in the forms' outbox to be delivered (or has failed and waits to be tried again),
// with the site's own settings (REDIS_URL, DATA_DIR). `npm run outbox -- retry [id]` makes it due now, for the
// running servers to deliver. It shows no field of the visitor's: form, id, age, attempts and the last error.
// Run by Node directly (its type stripping), so it imports the outbox's modules by their `.ts` names.
import { openOutbox } from '../lib/outbox/outbox.ts';
import type { EntrySummary } from '../lib/outbox/submission.ts';

function age(iso: string): string {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  return Number.isNaN(minutes) ? '?' : minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}

function print(entries: EntrySummary[]): void {
  if (entries.length === 0) {
    console.log('The outbox is empty: every submission has been delivered.');
    return;
  }
  console.log(`${entries.length} submission(s) not yet delivered:`);
  for (const entry of entries) {
    const next = entry.nextAttemptAt ? `, next try ${entry.nextAttemptAt}` : '';
    const error = entry.lastError ? `, last error: ${entry.lastError}` : '';
    console.log(
      `- ${entry.form} ${entry.id} (${entry.where}), received ${age(entry.receivedAt)} ago, ${entry.attempts} attempt(s)${next}${error}`,
    );
  }
}

const [command, id] = process.argv.slice(2);
const outbox = openOutbox(process.env);
try {
  if (command === 'retry') {
    const count = await outbox.retryNow(id);
    console.log(`${count} submission(s) due now: the running servers deliver them within seconds.`);
  } else if (command === undefined || command === 'list') {
    print(await outbox.list());
  } else {
    console.error('usage: npm run outbox [-- list | retry [id]]');
    process.exitCode = 2;
  }
} finally {
  await outbox.close();
}
