// A part whose code loads on first use loses nothing a visitor does before the code is there: presses,
// keys, choices and submits are made again once it is hydrated, and only once.
import type { HydrationGate } from '../hydration-gate';

type GateModule = typeof import('../hydration-gate');

let gateModule: GateModule;
let dehydrated: Set<Element>;

// React stops the events of a part still waiting for hydration at the document; this stands in for it.
const stopAtDocument = (event: Event) => {
  if ([...dehydrated].some((part) => part.contains(event.target as Node))) event.stopPropagation();
};

beforeEach(async () => {
  // Fresh module state (the visitor's interactions, what came before any part watched) for each test.
  jest.resetModules();
  gateModule = await import('../hydration-gate');
  dehydrated = new Set();
  for (const type of ['click', 'keydown', 'change', 'submit']) document.addEventListener(type, stopAtDocument, true);
  document.body.innerHTML = '';
});

afterEach(() => {
  for (const type of ['click', 'keydown', 'change', 'submit']) document.removeEventListener(type, stopAtDocument, true);
});

/** A part of the page (its server HTML) with a gate watching it; `hydrate()` stands for React hydrating it. */
function part(html: string, load: () => Promise<unknown> = () => Promise.resolve()) {
  const element = document.createElement('div');
  element.setAttribute(gateModule.PART, '');
  element.innerHTML = html;
  document.body.append(element);
  dehydrated.add(element);
  const gate: HydrationGate = gateModule.hydrationGate(jest.fn(load));
  const unwatch = gate.watch(element, {});
  return {
    element,
    gate,
    unwatch,
    async hydrate() {
      await gate.loaded;
      dehydrated.delete(element);
      gate.hydrated();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('hydrationGate', () => {
  it('loads the code on the first use of the part, not before', async () => {
    const load = jest.fn(() => Promise.resolve());
    const { element } = part('<input id="q">', load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes a press, a key and a file choice made before the code arrived again once hydrated, in order', async () => {
    const { element, hydrate } = part('<button type="button">Open</button><input type="file">');
    const seen: string[] = [];
    const button = element.querySelector('button')!;
    const file = element.querySelector('input')!;
    button.addEventListener('click', () => seen.push('click'));
    button.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
    file.addEventListener('change', () => seen.push('change'));

    button.click();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    file.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual(['click', 'key ArrowRight', 'change']);
  });

  it('holds a submit and makes it once hydrated; a button disabled only until then can be pressed meanwhile', async () => {
    document.body.innerHTML = '';
    const { element, hydrate } = part(`<form><input name="email"><button type="submit" disabled ${gateModule.UNTIL_HYDRATED}>Send</button></form>`);
    const form = element.querySelector('form')!;
    const button = element.querySelector('button')!;
    expect(button.disabled).toBe(false);
    const submits: Array<HTMLElement | null> = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.submitter);
      event.preventDefault();
    });
    const held = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    await hydrate();
    expect(submits).toEqual([button]);
  });

  it('leaves an event that is still being dispatched when the part hydrates to React, which answers it', async () => {
    const { element, gate } = part('<button type="button">Open</button>');
    const button = element.querySelector('button')!;
    let presses = 0;
    button.addEventListener('click', () => presses++);
    // The code arrives between the gate hearing the click and React seeing it: React hydrates the part
    // during the click, then handles the click itself.
    const hydrateDuringClick = () => {
      dehydrated.delete(element);
      gate.hydrated();
    };
    window.addEventListener('click', hydrateDuringClick, { capture: true, once: true });
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await flush();
    expect(presses).toBe(1);
  });

  it('makes a press again that came after the code but before React hydrated the part (React drops it)', async () => {
    const { element, gate, hydrate } = part('<button type="button">Open</button>');
    await (gate.open(), gate.loaded);
    let presses = 0;
    element.querySelector('button')!.addEventListener('click', () => presses++);
    element.querySelector('button')!.click();
    expect(presses).toBe(0);
    await hydrate();
    expect(presses).toBe(1);
  });

  it('with the code there, leaves a press to React when it hydrates the part during that press', async () => {
    const { element, gate } = part('<button type="button">Open</button>');
    await (gate.open(), gate.loaded);
    const button = element.querySelector('button')!;
    let presses = 0;
    button.addEventListener('click', () => presses++);
    window.addEventListener('click', () => (dehydrated.delete(element), gate.hydrated()), { capture: true, once: true });
    button.click();
    await flush();
    expect(presses).toBe(1);
  });

  it('lets a part inside another keep what is done to it: the outer one only wakes up', async () => {
    const outer = part('<div id="inner-slot"></div>');
    const inner = document.createElement('div');
    inner.setAttribute(gateModule.PART, '');
    inner.innerHTML = '<button type="button">Tab</button>';
    outer.element.querySelector('#inner-slot')!.append(inner);
    let presses = 0;
    inner.querySelector('button')!.addEventListener('click', () => presses++);
    inner.querySelector('button')!.click();
    await outer.hydrate();
    expect(presses).toBe(0);
  });

  it('loads the code when React insists on hydrating, but only once the visitor has done something', async () => {
    const load = jest.fn(() => Promise.resolve());
    const { gate } = part('<p>Text</p>', load);
    gate.hydrationAttempt();
    await flush();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new PopStateEvent('popstate'));
    gate.hydrationAttempt();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('claims what the visitor did while the page was being hydrated, before the part watched', async () => {
    const element = document.createElement('div');
    element.setAttribute(gateModule.PART, '');
    element.innerHTML = '<button type="button">Menu</button>';
    document.body.append(element);
    dehydrated.add(element);
    let presses = 0;
    element.querySelector('button')!.addEventListener('click', () => presses++);
    element.querySelector('button')!.click();

    const gate = gateModule.hydrationGate(() => Promise.resolve());
    gate.watch(element, {});
    await gate.loaded;
    dehydrated.delete(element);
    gate.hydrated();
    expect(presses).toBe(1);
  });

  it('when the code cannot load, sends a held submit only from a form that works without JavaScript', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    const serverForm = part('<form><button type="submit">Send</button></form>', failing);
    const browserForm = part(`<form><button type="submit" disabled ${gateModule.UNTIL_HYDRATED}>Subscribe</button></form>`, failing);
    const sent: string[] = [];
    for (const [name, { element }] of [['server', serverForm], ['browser', browserForm]] as const) {
      const form = element.querySelector('form')!;
      form.addEventListener('submit', (event) => {
        sent.push(name);
        event.preventDefault();
      });
      dehydrated.delete(element);
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: element.querySelector('button') }));
    }
    expect(sent).toEqual(['server', 'browser']);
    sent.length = 0;
    await flush();
    await flush();
    expect(sent).toEqual(['server']);
    expect(browserForm.element.querySelector('button')!.disabled).toBe(true);
  });
});
