// The donation form refuses a mistyped card number, sends a valid pledge without the card's details, and
// leaves the card out when a donor gives offline, whose thanks lists the ways to give.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitDonation } from '@/lib/forms/actions';
import { FORM_THANKS } from '@/lib/forms/form-state';
import { DonationForm } from '../DonationForm.client';

jest.mock('@/lib/forms/actions', () => ({ submitDonation: jest.fn() }));
const action = jest.mocked(submitDonation);
const sentFields = () =>
  Object.fromEntries([...(action.mock.calls[0]?.[1] as FormData).entries()].filter(([name]) => !name.startsWith('$')));

const OFFLINE = { address: '12 Harbour Road\nPortsmouth', phone: '+44 20 7946 0000', email: 'give@example.org' };

async function fillDonor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '$25' }));
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Núñez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.org');
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(screen.getByRole('radio', { name: 'Visa' }));
  await user.type(screen.getByLabelText('Name on card'), 'Ana Núñez');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '12/49');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
}

describe('DonationForm', () => {
  beforeEach(() => {
    action.mockReset();
    action.mockResolvedValue({ status: 'sent', message: FORM_THANKS.donation, errors: {}, values: {} });
  });

  it('refuses a card number that fails the Luhn check and focuses it', async () => {
    const user = userEvent.setup();
    render(<DonationForm id="d" offline={OFFLINE} postTo="/donate#d-status" />);
    await fillDonor(user);
    await fillCard(user, '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(/This card number is not valid/);
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the fields above.');
  });

  it('sends a valid card pledge with its method and without the card, and thanks the donor', async () => {
    const user = userEvent.setup();
    render(<DonationForm id="d" offline={OFFLINE} postTo="/donate#d-status" />);
    await fillDonor(user);
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.donation));
    const fields = sentFields();
    expect(fields).toMatchObject({
      amount: '25',
      firstName: 'Ana',
      lastName: 'Núñez',
      email: 'ana@example.org',
      payment: 'card',
    });
    expect(JSON.stringify(fields)).not.toMatch(/4111|Ana Núñez|12\/49|"123"/);
  });

  it('hides and skips the card fields when paying offline, and asks for a custom amount', async () => {
    const user = userEvent.setup();
    render(<DonationForm id="d" offline={OFFLINE} postTo="/donate#d-status" />);
    await user.click(screen.getByRole('radio', { name: /Offline/ }));
    expect(screen.getByLabelText('Card number')).not.toBeVisible();
    expect(screen.getByLabelText('Card number')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Núñez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByLabelText('Your amount (USD)')).toHaveAccessibleDescription('Please enter an amount');

    await user.type(screen.getByLabelText('Your amount (USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByLabelText('Your amount (USD)')).toHaveAccessibleDescription(/greater than 0/);

    await user.clear(screen.getByLabelText('Your amount (USD)'));
    await user.type(screen.getByLabelText('Your amount (USD)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.donation));
    expect(sentFields()).toMatchObject({ amount: 'custom', customAmount: '12.5', payment: 'offline' });
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: OFFLINE.phone })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(status).getByRole('link', { name: OFFLINE.email })).toHaveAttribute(
      'href',
      'mailto:give@example.org',
    );
  });
});
