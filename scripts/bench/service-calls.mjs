// Counts of the calls the site made to the stand-in content service, through the stand-in's control API.

const pause = (ms) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

async function controlJson(control, method, path) {
  const response = await fetch(`${control}${path}`, { method });
  if (!response.ok) throw new Error(`stand-in control ${method} ${path}: ${response.status}`);
  return response.json();
}

export const resetServiceCalls = (control) => controlJson(control, 'POST', '/requests/reset');

/**
 * The total once it stops moving: renders still in flight when the load ends may make a few more calls.
 * Gives up waiting after `maxMs` and returns the last count.
 */
export async function settledServiceCalls(control, maxMs = 5000) {
  let previous = (await controlJson(control, 'GET', '/requests')).total;
  for (let waited = 0; waited < maxMs; waited += 300) {
    await pause(300);
    const { total } = await controlJson(control, 'GET', '/requests');
    if (total === previous) return total;
    previous = total;
  }
  return previous;
}

/** How long one call to the service takes, in ms (proves the configured latency is in force). */
export async function timeOneServiceCall(api, path) {
  const started = performance.now();
  const response = await fetch(`${api}${path}`);
  await response.arrayBuffer();
  return performance.now() - started;
}
