// Which build this server runs (next.config.ts writes the stamp in at build): what the site stores on disk is its
// own view of the content service's answers, which another build may shape differently, so each build keeps its own.

/** The stamp of this build; `dev` under `next dev` and in the unit tests. */
export const BUILD_STAMP = process.env.SITE_BUILD_STAMP ?? 'dev';
