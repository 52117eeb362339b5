// The JSON answers behind the header's search suggestions (the results page itself is `/search`).
import { NextResponse, type NextRequest } from 'next/server';
import type { SearchAnswer } from '@/lib/search/hit';
import { readSearchQuery } from '@/lib/search/query';
import { searchSite } from '@/lib/search/site-search';
import { SEARCH_QUERY_PARAM } from '@/lib/routes/api';

/** Suggestions under the header's search field ask for this many results. */
const SUGGESTIONS = 8;

/**
 * `GET /api/search?q=…`: the best few results as JSON, for the header's suggestions. Any query is
 * answered (cut to 200 characters; an empty one gets no results), never with an error.
 */
export async function GET(request: NextRequest) {
  const query = readSearchQuery(request.nextUrl.searchParams.get(SEARCH_QUERY_PARAM));
  const answer: SearchAnswer = { query, results: await searchSite(query, SUGGESTIONS) };
  return NextResponse.json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
