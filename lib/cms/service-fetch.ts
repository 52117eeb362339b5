// The content service and its media host are asked with undici's fetch (what Node's own fetch is built on), not
// the global one Next patches: an answer belongs to the answers' cache (answers.ts), not to the page render that
// happened to ask, which Next's fetch would turn dynamic (a `no-store` fetch in a cached page fails its render).
import { fetch } from 'undici';

/** Typed as the global fetch: undici's answers are the same WHATWG Response, its types only spelled apart. */
export const serviceFetch = fetch as unknown as typeof globalThis.fetch;
