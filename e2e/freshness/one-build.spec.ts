// One build, any service: the build (made with no service configured) first serves the embedded
// sample, which fills its page cache on disk; the same build started against a service must then
// show none of the sample, even on the very first request of every page family.
import { expect, test } from '../support/test';
import { ownedPorts } from '../support/ports.mjs';
import { startSite, startSiteOnStandin, stopAll, type OwnedServer, type SiteOnStandin } from '../support/site-process';
import { SAMPLE_FAMILIES, SERVICE_TEXT, STANDIN_FAMILIES, htmlOf, sampleTextsIn } from './site-content';

let sample: OwnedServer | undefined;
let service: SiteOnStandin | undefined;

test.afterAll(async () => {
  await stopAll(sample, service?.site, service?.standin);
});

test('a build started against a service shows none of the embedded sample, from the first request of every page family', async ({
  request,
}) => {
  // The same address and SITE_URL as the site started against the service below: only the service differs.
  const port = ownedPorts(2).site;
  sample = await startSite(port, { SITE_URL: `http://127.0.0.1:${port}` });
  for (const address of SAMPLE_FAMILIES) {
    // Proves the sample's texts are told apart: each of these pages shows some.
    expect(sampleTextsIn(await htmlOf(request, new URL(address, sample.url).href)), address).not.toEqual([]);
  }
  await sample.stop();

  service = await startSiteOnStandin(2);
  const { url } = service.site;
  // The sample's addresses too: those without an id are the very same addresses.
  for (const address of [...new Set([...STANDIN_FAMILIES, ...SAMPLE_FAMILIES])]) {
    const status = STANDIN_FAMILIES.includes(address) ? 200 : 404;
    const html = await htmlOf(request, new URL(address, url).href, status);
    expect(sampleTextsIn(html), `${address} shows the embedded sample`).toEqual([]);
    expect(html, `${address} shows the service's contact details`).toContain(SERVICE_TEXT.email);
  }
});
