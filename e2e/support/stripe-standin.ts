// The Stripe stand-in of a journey's own (scripts/stripe-standin/server.mjs) and a client of its control paths.
import path from 'node:path';
import { startServer, type OwnedServer } from './site-process';

export type StandinRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: Record<string, string>;
};
export type StandinEvent = { id: string; type: string; data: { object: Record<string, unknown> }; answers: number[] };

export type StripeStandin = OwnedServer & {
  requests(): Promise<StandinRequest[]>;
  events(): Promise<StandinEvent[]>;
  /** POSTs a control path (`down?count=3`, `resend?event=…`, `renew?session=…`, `emit?type=…`, `forged`) and returns its answer. */
  control(what: string): Promise<Record<string, unknown>>;
};

export async function startStripeStandin(
  port: number,
  env: { STRIPE_WEBHOOK_URL: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_SECRET_KEY: string },
): Promise<StripeStandin> {
  const url = `http://127.0.0.1:${port}`;
  const script = path.resolve(__dirname, '..', '..', 'scripts', 'stripe-standin', 'server.mjs');
  const server = await startServer(
    `Stripe stand-in :${port}`,
    [script],
    { ...env, STRIPE_STANDIN_PORT: String(port) },
    url,
    `${url}/_control/requests`,
  );
  const read = async <T>(what: string) => (await (await fetch(`${url}/_control/${what}`)).json()) as T;
  return {
    ...server,
    requests: () => read<StandinRequest[]>('requests'),
    events: () => read<StandinEvent[]>('events'),
    control: async (what) =>
      (await (await fetch(`${url}/_control/${what}`, { method: 'POST' })).json()) as Record<string, unknown>,
  };
}
