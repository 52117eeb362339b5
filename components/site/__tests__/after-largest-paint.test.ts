// The web fonts are switched on and Next's held scripts started after the page's largest paint, never
// before it; the fonts at once on a later page of the same tab.
import { HELD_SCRIPT_TYPE } from '../../../server/hold-scripts.mjs';
import { EVENTS_BEFORE_SCRIPTS, KEPT_BEFORE_SCRIPTS } from '../../ui/events-before-scripts';
import { afterLargestPaint } from '../after-largest-paint';

type Entry = { element: Element | null; size: number };
type Callback = (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void;

/** A stand-in for the browser's observer: `report` delivers largest-contentful-paint entries. */
function fakeObserver(supported = true) {
  const observers: { callback: Callback; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['paint'];
    private readonly entry: { callback: Callback; connected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  /** Reports one paint of an element covering `size` px² of the screen. */
  const report = (element: Element | null, size = 10_000) => {
    for (const o of observers.filter((candidate) => candidate.connected)) {
      o.callback({ getEntries: () => [{ element, size }] }, { disconnect: () => (o.connected = false) });
    }
  };
  return { FakeObserver, report };
}

/** Runs the script in a fresh window of a 400×800 px screen (the tab's storage is jsdom's). */
function start(supported = true) {
  const { FakeObserver, report } = fakeObserver(supported);
  const win = Object.assign(new EventTarget(), {
    sessionStorage: window.sessionStorage,
    PerformanceObserver: FakeObserver,
    innerWidth: 400,
    innerHeight: 800,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  });
  afterLargestPaint(document.documentElement, win as unknown as Window & typeof globalThis, EVENTS_BEFORE_SCRIPTS, KEPT_BEFORE_SCRIPTS);
  return { win, report, load: () => win.dispatchEvent(new Event('load')), press: () => win.dispatchEvent(new Event('pointerdown')) };
}

const fontsOn = () => document.documentElement.hasAttribute('data-web-fonts');

/** Places the lead picture (fetched at high priority, 400×300 px) at the given distance from the top of the screen. */
function leadPicture(top: number) {
  document.body.innerHTML = '<p>Intro</p><img fetchpriority="high" alt="">';
  const img = document.querySelector('img')!;
  img.getBoundingClientRect = () => ({ top, bottom: top + 300, width: 400, height: 300, left: 0, right: 400, x: 0, y: top, toJSON: () => ({}) });
  return img;
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-web-fonts');
  document.body.innerHTML = '';
  sessionStorage.clear();
});

test('the fonts wait for the first largest paint on a page without a lead picture', () => {
  const { report } = start();
  expect(fontsOn()).toBe(false);
  report(document.body);
  expect(fontsOn()).toBe(true);
});

test('with the lead picture on the screen, a smaller text paint reported before it does not switch them on', () => {
  const img = leadPicture(200);
  const { report } = start();
  report(document.querySelector('p'), 40_000);
  expect(fontsOn()).toBe(false);
  report(img, 120_000);
  expect(fontsOn()).toBe(true);
});

test('a text paint larger than the lead picture\'s part on the screen switches them on: the picture will not be reported after it', () => {
  leadPicture(650); // 150 px of it on the screen: 60,000 px²
  const { report } = start();
  report(document.querySelector('p'), 60_000);
  expect(fontsOn()).toBe(true);
});

test('a lead picture below the screen is not waited for', () => {
  leadPicture(900);
  const { report } = start();
  report(document.querySelector('p'));
  expect(fontsOn()).toBe(true);
});

describe('when no awaited paint is reported', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('they are switched on a second after the page has loaded (its pictures load before they are drawn)', () => {
    leadPicture(200);
    const { report, load } = start();
    report(document.querySelector('p'), 40_000);
    load();
    jest.advanceTimersByTime(900);
    expect(fontsOn()).toBe(false);
    jest.advanceTimersByTime(100);
    expect(fontsOn()).toBe(true);
  });

  test('at the visitor\'s first press, after which no paint is reported', () => {
    leadPicture(200);
    const { report, press } = start();
    report(document.querySelector('p'), 40_000);
    expect(fontsOn()).toBe(false);
    press();
    expect(fontsOn()).toBe(true);
  });

  test('in a browser that reports no paints, when the page has loaded', () => {
    const { load } = start(false);
    expect(fontsOn()).toBe(false);
    load();
    expect(fontsOn()).toBe(true);
  });
});

test('a later page of the same tab uses the fonts from its first paint', () => {
  const { report } = start();
  report(document.body);
  document.documentElement.removeAttribute('data-web-fonts');
  start();
  expect(fontsOn()).toBe(true);
});

test('with storage refused, every page waits for its paint', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  try {
    const { report } = start();
    expect(fontsOn()).toBe(false);
    report(document.body);
    expect(fontsOn()).toBe(true);
  } finally {
    getItem.mockRestore();
    setItem.mockRestore();
  }
});

describe('the scripts the server held', () => {
  const held = (src: string) => `<script type="${HELD_SCRIPT_TYPE}" data-src="${src}"></script>`;
  const started = () => [...document.querySelectorAll('script')].filter((s) => s.src).map((s) => new URL(s.src).pathname);

  test('start after the largest paint, in their places, not before it', () => {
    document.body.innerHTML = `<p>Intro</p>${held('/_next/static/chunks/a.js')}<div>${held('/_next/static/chunks/b.js')}</div>`;
    const { report } = start();
    expect(started()).toEqual([]);
    report(document.querySelector('p'));
    expect(started()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(document.querySelector(`script[type="${HELD_SCRIPT_TYPE}"]`)).toBeNull();
    expect(document.querySelector('div > script')?.getAttribute('src')).toBe('/_next/static/chunks/b.js');
  });

  test('wait for the paint on a later page of the tab, whose fonts are on at once', () => {
    sessionStorage.setItem('web-fonts-seen', '1');
    document.body.innerHTML = held('/_next/static/chunks/a.js');
    const { report } = start();
    expect(fontsOn()).toBe(true);
    expect(started()).toEqual([]);
    report(document.body);
    expect(started()).toEqual(['/_next/static/chunks/a.js']);
  });

  test('wait for the rest of the document when the paint comes while it is still read', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      document.body.innerHTML = held('/_next/static/chunks/a.js');
      const { report } = start();
      report(document.body);
      expect(started()).toEqual([]);
      document.body.insertAdjacentHTML('beforeend', held('/_next/static/chunks/later.js'));
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/later.js']);
    } finally {
      readyState.mockRestore();
    }
  });
});

test('what the visitor does before the scripts take over is kept for them, and no more once they have', () => {
  const { win } = start();
  const kept = () => (win as unknown as Record<string, Event[] | null>)[EVENTS_BEFORE_SCRIPTS];
  const click = new Event('click');
  win.dispatchEvent(click);
  win.dispatchEvent(new Event('scroll'));
  expect(kept()).toEqual([click]);
  (win as unknown as Record<string, null>)[EVENTS_BEFORE_SCRIPTS] = null; // what first-interactions.ts does
  win.dispatchEvent(new Event('click'));
  expect(kept()).toBeNull();
});
