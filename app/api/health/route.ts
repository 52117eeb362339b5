// For load balancers and uptime checks: this server is up and answering. It reads nothing (no content
// service, no page), so a probe every few seconds neither waits on the service nor warms a cache.

/** `GET /api/health` (and HEAD): 200 `{"status":"ok"}`, never cached. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
