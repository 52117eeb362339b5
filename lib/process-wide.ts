// One value per server process. Next bundles the pages, the route handlers (feeds, the API) and the
// proxy apart, and each bundle has its own copy of a module, so module state is per bundle.

/** The process's one `name`, made by `make` the first time any bundle asks for it. */
export function processWide<T>(name: string, make: () => T): T {
  const holder = globalThis as { [key: symbol]: unknown };
  const key = Symbol.for(`charity-site.${name}`);
  if (!(key in holder)) holder[key] = make();
  return holder[key] as T;
}
