/** @jest-environment node */
import { htmlToSentences, htmlToText } from '../html-text';
import { sanitizeRichText } from '../sanitize';

const clean = (html: string) => sanitizeRichText(html, { iframeHosts: ['www.openstreetmap.org', 'www.google.com'] });

// Known XSS vectors (OWASP filter-evasion cheat sheet and friends). None may leave anything that
// runs: no script or style element, no event handler, no javascript:/data:/vbscript: URL.
const VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<input autofocus onfocus=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="//evil.example/">protocol relative</a>',
];

const DANGEROUS = [
  /<script/i,
  /<style/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /<svg/i,
  /srcdoc/i,
  /evil\.example/i,
];

describe('sanitizeRichText', () => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    const output = clean(vector);
    for (const pattern of DANGEROUS) expect(output).not.toMatch(pattern);
  });

  it('keeps the rich text an editor writes', () => {
    const html = '<h2>Who we are</h2><p>We <strong>feed</strong> and <em>teach</em>.</p><ul><li>Food</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it('turns an editor’s h1 into a section heading (the page keeps one h1)', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('keeps images over https or from the media host, joins /media paths to it, drops the rest', () => {
    const withMedia = (html: string) => sanitizeRichText(html, { mediaBase: 'http://cms.example.org' });
    expect(withMedia('<img src="/media/a.jpg" alt="A">')).toBe(
      '<img alt="A" src="http://cms.example.org/media/a.jpg" loading="lazy" decoding="async" />',
    );
    expect(withMedia('<img src="https://cdn.example.org/b.jpg">')).toContain('src="https://cdn.example.org/b.jpg"');
    expect(withMedia('<img src="http://cms.example.org/media/c.jpg">')).toContain(
      'src="http://cms.example.org/media/c.jpg"',
    );
    expect(withMedia('<img src="http://tracker.example.net/pixel.gif">')).toBe('');
    expect(withMedia('<img src="pixel.gif">')).toBe('');
  });

  it('gives external links rel="noopener noreferrer" and keeps mailto and tel links', () => {
    expect(clean('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" aria-describedby="opens-in-new-tab" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="mailto:a@b.org">mail</a><a href="tel:+441">call</a>')).toBe(
      '<a href="mailto:a@b.org">mail</a><a href="tel:+441">call</a>',
    );
  });

  it("points a new-tab link at the page's hidden new-tab note, and no other link anywhere an editor chose", () => {
    expect(clean('<a href="/donate" target="_blank" aria-describedby="elsewhere">give</a>')).toBe(
      '<a href="/donate" target="_blank" aria-describedby="opens-in-new-tab">give</a>',
    );
    expect(clean('<a href="/donate" target="_self" aria-describedby="opens-in-new-tab">give</a>')).toBe(
      '<a href="/donate">give</a>',
    );
  });

  it('keeps map iframes from allowed hosts, lazily loaded, and drops the rest', () => {
    const map = clean(
      '<iframe src="https://www.google.com/maps/embed?pb=1" width="600" height="450" onload="x()"></iframe>',
    );
    expect(map).toContain('src="https://www.google.com/maps/embed?pb=1"');
    expect(map).toContain('loading="lazy"');
    expect(map).toContain('title="Embedded map"');
    expect(map).toContain('sandbox="allow-scripts allow-same-origin allow-popups"');
    expect(map).toContain('referrerpolicy="strict-origin-when-cross-origin"');
    expect(map).not.toContain('onload');
    expect(clean('<iframe src="http://www.google.com/maps"></iframe>')).toBe('');
    expect(
      sanitizeRichText('<iframe src="https://www.openstreetmap.org/x"></iframe>', {
        iframeHosts: ['maps.example.org'],
      }),
    ).toBe('');
  });

  it('makes a table and a preformatted block reachable by keyboard (they scroll in their own box), and no other element', () => {
    const html = sanitizeRichText(
      '<table tabindex="5" class="x"><tr><td>2024</td></tr></table><pre>code</pre><p tabindex="0">text</p>',
    );
    expect(html).toBe('<table tabindex="0"><tr><td>2024</td></tr></table><pre tabindex="0">code</pre><p>text</p>');
  });

  it('returns empty HTML for null, numbers and empty strings', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(42)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps only visible text, decoded, on one line', () => {
    expect(htmlToText('<h2>Fish &amp; chips</h2><p>caf&eacute;&nbsp;open</p><script>alert(1)</script>')).toBe(
      'Fish & chips café open',
    );
    expect(htmlToText('<p>Riverbend</p><p>Trust</p>')).toBe('Riverbend Trust');
  });

  it('drops control characters, raw or written as entities', () => {
    expect(htmlToText('<p>Hello&#1;wor&#x1b;ld\u0002!</p>')).toBe('Hello wor ld !');
    expect(htmlToText('a<wbr>b')).toBe('ab');
    // What XML may not hold either, so the feeds stay readable; a whole surrogate pair (an emoji) stays.
    expect(htmlToText('Hope\ufffeTrust&#xFFFF;\ud800 \u{1F30A}')).toBe('Hope Trust \u{1F30A}');
    // A name or field shown as it is: its line breaks are spaces, not the commas of prose.
    expect(htmlToText('Hope<br>Trust')).toBe('Hope Trust');
  });
});

describe('htmlToSentences', () => {
  it('separates blocks as sentences, so a heading never runs into the next paragraph', () => {
    expect(htmlToSentences('<h2>Fish &amp; chips</h2><p>caf&eacute;&nbsp;open</p><script>alert(1)</script>')).toBe(
      'Fish & chips. café open',
    );
  });

  it('adds no full stop where a block already ends a sentence, nor after the last block or a title', () => {
    expect(htmlToSentences('<h2>Why us?</h2><div><p>We stay.</p></div><ul><li>Food</li><li>Shelter</li></ul>')).toBe(
      'Why us? We stay. Food. Shelter',
    );
    expect(htmlToSentences('<p>Flood relief</p>')).toBe('Flood relief');
    // Lines of one block (an address) are kept apart by a comma, unless one already ends a clause.
    expect(htmlToSentences('<p>The Old Mill<br>Severn Side<br/><br>Shrewsbury SY3 8XP</p>')).toBe(
      'The Old Mill, Severn Side, Shrewsbury SY3 8XP',
    );
    expect(htmlToSentences('Dear friends,<br>thank you.<br >See you soon')).toBe(
      'Dear friends, thank you. See you soon',
    );
    expect(htmlToSentences('<p>One&#1;line</p>')).toBe('One line');
  });
});
