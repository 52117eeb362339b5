// What a visitor did before the page's scripts ran (kept by the page's inline script) counts as heard by
// the scripts themselves: a press makes the page "used", and a click or a choice is there for the parts to claim.
import { EVENTS_BEFORE_SCRIPTS } from '../events-before-scripts';

type FirstInteractions = typeof import('../first-interactions');

function loadFirstInteractions(): FirstInteractions {
  let loaded: FirstInteractions | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<FirstInteractions>('../first-interactions');
  });
  return loaded!;
}

const store = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete store[EVENTS_BEFORE_SCRIPTS];
});

test('events kept before the scripts ran are taken over once, and the inline script stops keeping them', () => {
  const click = new MouseEvent('click');
  const press = new MouseEvent('pointerdown'); // jsdom has no PointerEvent
  store[EVENTS_BEFORE_SCRIPTS] = [press, click];
  const { earlyEvents, hasInteracted } = loadFirstInteractions();
  expect(hasInteracted()).toBe(true);
  expect(earlyEvents()).toEqual([click]);
  expect(store[EVENTS_BEFORE_SCRIPTS]).toBeNull();
});

test('with nothing kept (a page served without the inline script), nothing is taken', () => {
  const { earlyEvents, hasInteracted } = loadFirstInteractions();
  expect(hasInteracted()).toBe(false);
  expect(earlyEvents()).toEqual([]);
});
