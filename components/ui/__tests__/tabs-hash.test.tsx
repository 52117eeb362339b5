// An address naming something inside a tab's panel (Stripe's Back to `/cause-single/1?cancelled=1#cause-donation`)
// opens that tab; any other address opens the first.
import { render, screen } from '@testing-library/react';
import { Tabs } from '../Tabs.client';

const tabs = [
  { id: 'description', label: 'Description', panel: <p>About the cause</p> },
  { id: 'donations', label: 'Donations', panel: <form id="cause-donation" aria-label="Donation form" /> },
];

describe('Tabs', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the tab holding the element the address names', () => {
    window.history.replaceState(null, '', '/cause-single/1?cancelled=1#cause-donation');
    render(<Tabs label="Cause" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Donation form' })).toBeVisible();
  });

  it('opens the first tab for an address naming nothing in a panel', () => {
    window.history.replaceState(null, '', '/cause-single/1#nothing-here');
    render(<Tabs label="Cause" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  });
});
