// A part hydrated on demand keeps the elements the server drew, and the focus in them, however its code's
// arrival falls against React's hydration work (a race that threw the field of the header search away).
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrateOnDemand, onDemand } from '../HydrateOnDemand';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server HTML of one part around `inner`, as HydrateOnDemand writes it (an Activity boundary in a wrapper). */
const partHtml = (inner: string) => `<p>page</p><div style="display:contents" data-on-demand=""><!--&-->${inner}<!--/&--></div>`;

/** Hydrates `part` over `html`, collecting what React reports as errors. */
function hydrate(html: string, part: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = hydrateRoot(
    container,
    <>
      <p>page</p>
      {part}
    </>,
    { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error) },
  );
  return { container, errors, done: () => (root.unmount(), container.remove()) };
}

function PressCounter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      Pressed {presses}
    </button>
  );
}
const PressCounterOnDemand = onDemand(async () => PressCounter);

describe('HydrateOnDemand', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // The visitor has already pressed something: React's first attempt at the part loads its code.
    window.dispatchEvent(new Event('pointerdown'));
  });

  it('keeps the server field (and so a focus in it) when the code arrives while React waits for it', async () => {
    const html = partHtml('<input aria-label="Query"/>');
    const { container, errors, done } = hydrate(
      html,
      <HydrateOnDemand load={() => Promise.resolve()} demand={{}}>
        <input aria-label="Query" />
      </HydrateOnDemand>,
    );
    const field = container.querySelector('input');
    await tick(100);
    expect(errors).toEqual([]);
    expect(container.querySelector('input')).toBe(field);
    done();
  });

  it('a part made with onDemand hydrates the server elements and then answers them', async () => {
    const { container, errors, done } = hydrate(partHtml('<button type="button">Pressed <!-- -->0</button>'), <PressCounterOnDemand />);
    const button = container.querySelector('button');
    await tick(100);
    button?.click();
    await tick(20);
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Pressed 1');
    done();
  });
});
