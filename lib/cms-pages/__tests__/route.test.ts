import { isCompanyInfoPath, translateHref } from '../company-info';
import { decodeSegment, segmentNamesMenu } from '../route';

describe('segmentNamesMenu', () => {
  it('accepts the lowercased name, encoded or decoded', () => {
    expect(segmentNamesMenu('annual%20report', 'Annual Report')).toBe(true);
    expect(segmentNamesMenu('annual report', 'Annual Report')).toBe(true);
    expect(segmentNamesMenu(encodeURIComponent('über uns'), 'Über uns')).toBe(true);
  });

  it('refuses any other name, case or double encoding', () => {
    expect(segmentNamesMenu('Annual%20Report', 'Annual Report')).toBe(false);
    expect(segmentNamesMenu('annual', 'Annual Report')).toBe(false);
    expect(segmentNamesMenu('annual%2520report', 'Annual Report')).toBe(false);
  });

  it('survives malformed escapes', () => {
    expect(decodeSegment('%E0%A4%A')).toBeNull();
    expect(segmentNamesMenu('%E0%A4%A', 'Annual Report')).toBe(false);
    expect(segmentNamesMenu('100% club', '100% Club')).toBe(true);
  });
});

describe('company information pages', () => {
  it('recognises their routes only', () => {
    expect(isCompanyInfoPath('/about/2')).toBe(true);
    expect(isCompanyInfoPath('/company/1/Safe%20Harbor%20Homes')).toBe(true);
    expect(isCompanyInfoPath('/gallery/5')).toBe(true);
    expect(isCompanyInfoPath('/')).toBe(false);
    expect(isCompanyInfoPath('/contact')).toBe(false);
    expect(isCompanyInfoPath('/aboutus/3')).toBe(false);
  });

  it('links to the translation service with the page URL encoded', () => {
    const href = translateHref('https://example.org/about/2?x=1&y=2', 'fr');
    const url = new URL(href);
    expect(url.origin).toBe('https://translate.google.com');
    expect(url.searchParams.get('tl')).toBe('fr');
    expect(url.searchParams.get('sl')).toBe('auto');
    expect(url.searchParams.get('u')).toBe('https://example.org/about/2?x=1&y=2');
    expect(href).toContain('u=https%3A%2F%2Fexample.org%2Fabout%2F2%3Fx%3D1%26y%3D2');
  });
});
