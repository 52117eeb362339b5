// The contact form refuses an incomplete message before it reaches the server, empties once a message
// is sent, and keeps everything typed when delivery fails.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitContact } from '@/lib/forms/actions';
import { FORM_TEXT, FORM_THANKS, type FormState } from '@/lib/forms/form-state';
import { ContactFormClient } from '../ContactForm.client';

jest.mock('@/lib/forms/actions', () => jest.requireActual('@/test/support/form-actions'));
const action = jest.mocked(submitContact);

const EVENTS = [{ value: 'Spring Charity Fun Run', label: 'Spring Charity Fun Run' }];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Núñez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.org');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Support');
  await user.selectOptions(screen.getByLabelText('Event'), 'Spring Charity Fun Run');
  await user.type(screen.getByLabelText('Message'), 'Hello');
}

describe('ContactForm', () => {
  beforeEach(() => action.mockReset());

  it('shows the specification messages on an empty submit, without calling the server', async () => {
    const user = userEvent.setup();
    render(<ContactFormClient id="contact" events={EVENTS} postTo="/contact" />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    for (const message of [
      'Please enter your name',
      'Please enter your Lastname',
      'Please enter your email',
      'Please enter your subject',
      'Select your event list',
      'Please enter your note',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(FORM_TEXT.invalid);
    expect(action).not.toHaveBeenCalled();
  });

  it('clears a message when its select is changed', async () => {
    const user = userEvent.setup();
    render(<ContactFormClient id="contact" events={EVENTS} postTo="/contact" />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.selectOptions(screen.getByLabelText('Subject'), 'Buying');
    expect(screen.queryByText('Please enter your subject')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your note')).toBeInTheDocument();
  });

  it('empties the form and says it was sent once the server accepts it', async () => {
    action.mockResolvedValue({ status: 'sent', message: FORM_THANKS.contact, errors: {}, values: {} });
    const user = userEvent.setup();
    render(<ContactFormClient id="contact" events={EVENTS} postTo="/contact" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.contact));
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]?.[1];
    expect(sent?.get('notes')).toBe('Hello');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('sends once however often the button is pressed while sending, and the button stays focusable', async () => {
    let answer: (state: FormState) => void = () => undefined;
    action.mockReturnValue(new Promise<FormState>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactFormClient id="contact" events={EVENTS} postTo="/contact" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toBeEnabled();
    await user.click(sending);
    await user.click(sending);
    expect(action).toHaveBeenCalledTimes(1);
    // React holds every later transition while one it started is pending: the answer ends this one.
    answer({ status: 'sent', message: FORM_THANKS.contact, errors: {}, values: {} });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.contact));
    // React would have run the presses it queued once the first answer came: none was queued.
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('sends once when pressed twice before its checks have even loaded', async () => {
    action.mockResolvedValue({ status: 'sent', message: FORM_THANKS.contact, errors: {}, values: {} });
    const user = userEvent.setup();
    render(<ContactFormClient id="contact" events={EVENTS} postTo="/contact" />);
    await fillValid(user);
    const form = screen.getByRole('form', { name: 'Contact form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.contact));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed when delivery fails, and says so plainly', async () => {
    const failed: FormState = { status: 'failed', message: FORM_TEXT.failed, errors: {}, values: {} };
    action.mockResolvedValue(failed);
    const user = userEvent.setup();
    render(<ContactFormClient id="contact" events={EVENTS} postTo="/contact" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_TEXT.failed));
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Subject')).toHaveValue('Support');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
