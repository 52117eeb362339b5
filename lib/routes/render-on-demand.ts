// Pages under `app/[site]/` are rendered on their first visit and then served from Next's page
// cache: nothing is prerendered at build time, when the content service the site will run against
// is not known (an empty list of params still lets Next cache each page it renders).
export async function renderOnDemand(): Promise<never[]> {
  return [];
}
