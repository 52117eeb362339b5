// The home page's WebSite block names the site and its publisher, and gives search engines the site's own search.
import { websiteJsonLd } from '../website-json-ld';

describe('websiteJsonLd', () => {
  it('names the site at its origin, published by the organisation, searchable through /search?q=', () => {
    expect(websiteJsonLd({ siteName: 'Riverbend Relief Trust' }, 'https://www.example.org')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.example.org/#website',
      name: 'Riverbend Relief Trust',
      url: 'https://www.example.org/',
      publisher: { '@id': 'https://www.example.org/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.org/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
