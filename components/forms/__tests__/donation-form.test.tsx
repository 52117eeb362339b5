// The donation form refuses a mistyped card number, answers a valid pledge with the offline ways to
// give, and leaves the card out when a donor gives offline.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationForm } from '../DonationForm.client';

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
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    global.fetch = fetchSpy;
  });

  it('refuses a card number that fails the Luhn check and focuses it', async () => {
    const user = userEvent.setup();
    render(<DonationForm id="d" offline={OFFLINE} />);
    await fillDonor(user);
    await fillCard(user, '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(/This card number is not valid/);
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the fields above.');
  });

  it('answers a valid card pledge with the offline ways to give, sending nothing', async () => {
    const user = userEvent.setup();
    render(<DonationForm id="d" offline={OFFLINE} />);
    await fillDonor(user);
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Online payment is not connected yet');
    expect(status).toHaveTextContent('No payment was taken and nothing was sent. To give $25, please');
    expect(within(status).getByRole('link', { name: OFFLINE.phone })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(status).getByRole('link', { name: OFFLINE.email })).toHaveAttribute('href', 'mailto:give@example.org');
    expect(status).toHaveTextContent('12 Harbour Road');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hides and skips the card fields when paying offline, and asks for a custom amount', async () => {
    const user = userEvent.setup();
    render(<DonationForm id="d" offline={OFFLINE} />);
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
    expect(screen.getByRole('status')).toHaveTextContent('To give $12.50, please');
  });
});
