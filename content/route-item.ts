import { notFound } from 'next/navigation';

/**
 * The built-in item a detail route's `[id]` names, or the 404 page: `find` returns undefined for
 * unknown and malformed ids ("abc", "01", "-1"), and `notFound()` answers with status 404.
 */
export async function itemOr404<T>(params: Promise<{ id: string }>, find: (id: string) => T | undefined): Promise<T> {
  const item = find((await params).id);
  if (item === undefined) notFound();
  return item;
}
