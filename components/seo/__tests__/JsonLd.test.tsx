// Structured data carries text from the content service without letting it end the script or run:
// hostile names come back unchanged and no other script appears.
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteSettings } from '@/lib/cms/types';
import { serializeJsonLd } from '@/lib/seo/json-ld-serialize';
import { ngoJsonLd } from '@/lib/seo/organization-json-ld';
import { JsonLd } from '../JsonLd';

const HOSTILE = '</script><script>alert(1)</script>';

const settings: SiteSettings = {
  siteName: HOSTILE,
  title: 'x',
  logo: null,
  footerLogo: null,
  favicon: '/brand/favicon.svg',
  email: null,
  phone: null,
  address: 'A & B <!-- c -->\u2028x\u2029y',
  siteAddress: null,
  social: [],
};

/** The markup as a browser's HTML parser reads it. */
function parseHtml(markup: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${markup}<p id="after">after</p></body></html>`,
    'text/html',
  );
}

describe('serializeJsonLd', () => {
  it('writes no character that could end the script or open a comment', () => {
    const text = serializeJsonLd(ngoJsonLd(settings, 'https://www.example.org'));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  });

  it('parses back to the same data', () => {
    const data = ngoJsonLd(settings, 'https://www.example.org');
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe('JsonLd', () => {
  it('renders one ld+json script whose text parses back to the hostile name, and no other script', () => {
    const markup = renderToStaticMarkup(<JsonLd data={ngoJsonLd(settings, 'https://www.example.org')} />);
    const doc = parseHtml(markup);
    const scripts = Array.from(doc.querySelectorAll('script'));
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual(['application/ld+json']);
    const data = JSON.parse(scripts[0]?.textContent ?? '');
    expect(data).toMatchObject({ '@type': 'NGO', name: HOSTILE, address: 'A & B <!-- c -->\u2028x\u2029y' });
    // Everything after the block is still ordinary page content.
    expect(doc.getElementById('after')?.textContent).toBe('after');
    expect(Array.from(doc.body.children, (el) => el.tagName)).toEqual(['SCRIPT', 'P']);
  });
});
