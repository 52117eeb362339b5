// The donation form sends a preset or typed amount, once or monthly, by card or offline; it shows no card field
// (Stripe's page asks for the card), says where a card gift goes and exactly what it will charge, checks amounts
// with the server's rules for the site's currency, offers Gift Aid in pounds, sends a token per drawn form, and puts
// back what was typed after a cancel on Stripe's page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { submitDonation } from '@/lib/forms/actions';
import { GIFT_TEXT } from '@/lib/giving/receipts';
import { giftRules } from '@/lib/giving/settings';
import { DonationForm } from '../DonationForm.client';

jest.mock('@/lib/forms/actions', () => ({ submitDonation: jest.fn() }));
const action = jest.mocked(submitDonation);
const sentFields = () =>
  Object.fromEntries([...(action.mock.calls[0]?.[1] as FormData).entries()].filter(([name]) => !name.startsWith('$')));

const OFFLINE = { address: '12 Harbour Road\nPortsmouth', phone: '+44 20 7946 0000', email: 'give@example.org' };
const form = (online: boolean, env: Record<string, string> = {}) => (
  <DonationForm
    id="d"
    offline={OFFLINE}
    postTo="/donate#d-status"
    online={online}
    rules={giftRules(env)}
    about="Clean Wells"
    causeId="2"
  />
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
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
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
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    const amount = () => screen.getByLabelText('Your amount (USD)');
    expect(amount()).toHaveAccessibleDescription('Please enter an amount');

    await user.type(amount(), '0.5');
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    expect(amount()).toHaveAccessibleDescription(/smallest gift/);

    await user.clear(amount());
    await user.type(amount(), '12.5');
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
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
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    unmount();

    window.history.replaceState(null, '', '/donate?cancelled=1');
    render(form(true));
    expect(screen.getByLabelText('Your amount (USD)')).toHaveValue('42');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.org');
  });

  it('without JavaScript, the page’s HTML after a cancel holds the gift’s choices Stripe’s Back brought', () => {
    const html = renderToString(
      <DonationForm
        id="d"
        offline={OFFLINE}
        postTo="/donate#d-status"
        online
        refill={{ amount: 'custom', customAmount: '12.50', frequency: 'monthly' }}
      />,
    );
    document.body.innerHTML = html;
    expect(screen.getByText(/Your payment was cancelled and nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other amount' })).toBeChecked();
    expect(screen.getByLabelText('Your amount (USD)')).toHaveValue('12.50');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    document.body.innerHTML = '';
  });

  it('says exactly what Donate Now will charge and how often, and the button says so for a monthly gift', async () => {
    const user = userEvent.setup();
    render(form(true));
    expect(screen.queryByText(/You are giving/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Your amount (USD)'), '37.50');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('You are giving $37.50 every month to Clean Wells until you stop it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Donate Now, every month' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    expect(screen.getByText('You are giving $37.50 once to Clean Wells.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeVisible();
  });

  it('takes a message away as the donor mends its field, while the summary still follows the form', async () => {
    const user = userEvent.setup();
    render(form(true));
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Please enter your first name'));
    await user.type(firstName, 'Ana');
    expect(firstName).not.toHaveAccessibleDescription(/Please enter/);
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter your last name');
    await user.click(screen.getByRole('radio', { name: '$25' }));
    expect(screen.getByText('You are giving $25.00 once to Clean Wells.')).toBeVisible();
    expect(action).not.toHaveBeenCalled();
  });

  it('in yen: presets Stripe takes, whole yen only, checked with the server’s rules', async () => {
    const user = userEvent.setup();
    render(form(true, { DONATION_CURRENCY: 'jpy' }));
    expect(screen.getAllByRole('radio', { name: /¥/ }).map((radio) => radio.getAttribute('value'))).toEqual([
      '1000',
      '2500',
      '5000',
      '10000',
    ]);
    expect(screen.getByRole('radio', { name: '¥1,000' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Your amount (JPY)'), '12.50');
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    expect(screen.getByLabelText('Your amount (JPY)')).toHaveAccessibleDescription(/whole amount/);
    expect(action).not.toHaveBeenCalled();
  });

  it('in pounds: the Gift Aid declaration, which asks for the home address and postcode', async () => {
    const user = userEvent.setup();
    render(form(true, { DONATION_CURRENCY: 'gbp' }));
    await user.click(screen.getByRole('radio', { name: '£10' }));
    await fillDonor(user);
    await user.click(screen.getByRole('checkbox', { name: /Add Gift Aid: I am a UK taxpayer/ }));
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription(/For Gift Aid/);
    await user.type(screen.getByLabelText(/^Address/), '1 Quay St, Bristol');
    await user.type(screen.getByLabelText(/^Postcode/), 'BS1 4DJ');
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    expect(sentFields()).toMatchObject({ giftAid: 'yes', postcode: 'BS1 4DJ' });
    render(form(true));
    expect(screen.queryAllByRole('checkbox', { name: /Gift Aid/ })).toHaveLength(1);
  });

  it('sends a token made when the form is drawn: a new form, a new token', async () => {
    const user = userEvent.setup();
    const { unmount } = render(form(true));
    await user.click(screen.getByRole('radio', { name: '$10' }));
    await fillDonor(user);
    await user.click(screen.getByRole('button', { name: /^Donate Now/ }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    const first = sentFields().giftToken;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    unmount();
    render(form(true));
    const token = document.querySelector<HTMLInputElement>('input[name="giftToken"]')?.value;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(token).not.toBe(first);
  });
});
