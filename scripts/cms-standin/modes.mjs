// Failure modes of the stand-in (set through the control server).
export const MODES = ['ok', 'error500', 'html', 'malformed', 'slow', 'down', 'unauthorized', 'wrongtypes'];

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

const page = (title, body) =>
  `<!doctype html>\n<html lang="en">\n<head>\n  <title>${title}</title>\n</head>\n<body>\n  ${body}\n</body>\n</html>\n`;
export const NOT_FOUND_HTML = page(
  'Not Found',
  '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>',
);
export const SERVER_ERROR_HTML = page('Server Error (500)', '<h1>Server Error (500)</h1><p></p>');
const MAINTENANCE_HTML = page(
  'Scheduled maintenance',
  '<h1>We&rsquo;ll be back soon</h1><p>The content service is down for maintenance.</p><script>window.__xss = "html-mode"</script>',
);

/** Bodies with the right keys but wrong types, per call kind. */
const WRONG_TYPES = {
  sliders: {
    homepage_sliders: [
      { id: '12', title: 42, subtitle: false, serial_number: 'first', image: 123, details: ['x'] },
      'not-a-slide',
      null,
    ],
    page: 'one',
    size: '10',
    total_pages: null,
    total_elements: '3',
  },
  settings: { general_settings: 'Riverbend Relief Trust', page: 1, size: 10, total_pages: 1, total_elements: 1 },
  menus: {
    menus: {
      101: { id: '101', name: 7, parent: 'none', children: 'About' },
      102: { id: '102', name: ['About'], parent: null, children: { 111: { id: '111', name: 'Mission' } } },
    },
  },
  contents: {
    menu_contents: {
      Title: 42,
      About: ['<p>an array</p>'],
      Map: { src: 'https://www.openstreetmap.org' },
      'Our Services': null,
      Partner: true,
    },
  },
  images: {
    content_images: { About: 17, Partner: [1, null, { path: 'cms/ContentImage/x.webp' }], Gallery: true, Profile: 3.5 },
  },
  other: { unexpected: true },
};

/**
 * The failure answer for the current mode, or null to answer normally.
 * `normal` is the normal answer (lazily computed) used by `malformed`.
 */
export function failureResponse(mode, kind, normal) {
  switch (mode) {
    case 'error500':
      return { status: 500, type: HTML_TYPE, body: SERVER_ERROR_HTML };
    case 'html':
      return { status: 200, type: HTML_TYPE, body: MAINTENANCE_HTML };
    case 'unauthorized':
      return {
        status: 401,
        type: JSON_TYPE,
        headers: { 'www-authenticate': 'Bearer realm="api"' },
        body: JSON.stringify({ detail: 'Given token not valid for any token type' }),
      };
    case 'malformed': {
      const text = normal().type === JSON_TYPE && normal().body ? normal().body : '{"detail": "ok", "items": [1, 2';
      return { status: 200, type: JSON_TYPE, body: `${text.slice(0, Math.max(10, Math.floor(text.length / 2)))},,]` };
    }
    case 'wrongtypes':
      return { status: 200, type: JSON_TYPE, body: JSON.stringify(WRONG_TYPES[kind] ?? WRONG_TYPES.other) };
    default:
      return null; // ok, slow (delay handled by the caller), down (listener closed)
  }
}
