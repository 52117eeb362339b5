// Whether a server answers yet: the journeys and the cluster starter wait for their servers this way. Plain JS so
// scripts share it.

/** True when `url` answers 2xx within two seconds. */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
