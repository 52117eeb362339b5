// The donation form sends a preset or typed amount, once or monthly, by card or offline; it shows no card field
// (Stripe's page asks for the card), says where a card gift goes, and puts back what was typed after a cancel on
// Stripe's page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitDonation } from '@/lib/forms/actions';
import { GIFT_TEXT } from '@/lib/giving/gift-text';
import { DonationForm } from '../DonationForm.client';

jest.mock('@/lib/forms/actions', () => ({ submitDonation: jest.fn() }));
const action = jest.mocked(submitDonation);
const sentFields = () =>
  Object.fromEntries([...(action.mock.calls[0]?.[1] as FormData).entries()].filter(([name]) => !name.startsWith('$')));

const OFFLINE = { address: '12 Harbour Road\nPortsmouth', phone: '+44 20 7946 0000', email: 'give@example.org' };
const form = (online: boolean) => (
  <DonationForm id="d" offline={OFFLINE} postTo="/donate#d-status" online={online} currency="usd" causeId="2" />
);

async function fillDonor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Núñez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.org');
}

describe('DonationForm', () => {
  beforeEach(() => {
    action.mockReset();
    action.mockResolvedValue({ status: 'sent', message: GIFT_TEXT.offlinePledge, errors: {}, values: {} });
    sessionStorage.clear();
    window.history.replaceState(null, '', '/donate');
  });

  it('sends a monthly card gift with its cause, and has no card field; says the card is asked by Stripe', async () => {
    const user = userEvent.setup();
    render(form(true));
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByText(/takes you to Stripe/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '$25' }));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(sentFields()).toMatchObject({ amount: '25', frequency: 'monthly', payment: 'card', causeId: '2' });
  });

  it('asks for a typed amount, refuses one past the limits, and sends a good one offline', async () => {
    const user = userEvent.setup();
    render(form(false));
    expect(screen.getByText(/this sends us your pledge/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Offline/ }));
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const amount = () => screen.getByLabelText('Your amount (USD)');
    expect(amount()).toHaveAccessibleDescription('Please enter an amount');

    await user.type(amount(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(amount()).toHaveAccessibleDescription(/smallest gift/);

    await user.clear(amount());
    await user.type(amount(), '12.5');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(GIFT_TEXT.offlinePledge));
    expect(sentFields()).toMatchObject({
      amount: 'custom',
      customAmount: '12.5',
      frequency: 'once',
      payment: 'offline',
    });
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: OFFLINE.phone })).toHaveAttribute('href', 'tel:+442079460000');
  });

  it('after a cancel on Stripe’s page, shows the gift as the donor left it', async () => {
    const user = userEvent.setup();
    action.mockImplementation(() => new Promise(() => undefined)); // the browser leaves for Stripe
    const { unmount } = render(form(true));
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Your amount (USD)'), '42');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    unmount();

    window.history.replaceState(null, '', '/donate?cancelled=1');
    render(form(true));
    expect(screen.getByLabelText('Your amount (USD)')).toHaveValue('42');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.org');
  });
});
