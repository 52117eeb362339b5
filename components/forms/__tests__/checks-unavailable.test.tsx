// When a form's checks (loaded on first use) fail to arrive, the visitor is told and nothing typed is
// lost: the browser-checked forms say so and try again on the next press; the contact form is sent
// to the server, which checks every field itself.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentSchema } from '@/lib/forms/simple-schemas';
import { submitContact } from '@/lib/forms/contact-action';
import { CONTACT_IDLE, CONTACT_TEXT } from '@/lib/forms/contact-state';
import { FORM_CHECKS_UNAVAILABLE } from '@/lib/forms/form-status';
import { CommentForm } from '../CommentForm.client';
import { ContactFormClient } from '../ContactForm.client';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
jest.mock('@/lib/forms/contact-action', () => ({ submitContact: jest.fn() }));

const lost = () => Promise.reject(new Error('Loading chunk 123 failed'));
const mockLoaders = { comment: jest.fn(), contact: jest.fn() };
jest.mock('@/lib/forms/schema-loaders', () => ({
  loadSchema: { comment: () => mockLoaders.comment(), contact: () => mockLoaders.contact() },
}));

beforeEach(() => {
  jest.clearAllMocks();
  mockLoaders.comment.mockReset();
  mockLoaders.contact.mockReset();
});

it('says the form could not get ready only when pressed, keeps what was typed, says it again, and checks on the next press that loads', async () => {
  mockLoaders.comment.mockImplementation(lost);
  const user = userEvent.setup();
  render(<CommentForm id="c" />);
  // The first focus loads the checks ahead of time: its failure is not the visitor's business yet.
  await user.type(screen.getByLabelText('Name'), 'Ana');
  await waitFor(() => expect(mockLoaders.comment).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  const first = await screen.findByRole('alert');
  expect(first).toHaveTextContent(FORM_CHECKS_UNAVAILABLE);
  expect(screen.getByLabelText('Name')).toHaveValue('Ana');

  // Failing again is a new alert, announced again.
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));

  // The connection is back: the next press loads the checks and uses them.
  mockLoaders.comment.mockResolvedValue(commentSchema);
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('sends the contact form to the server, which checks it, when its checks cannot be loaded', async () => {
  mockLoaders.contact.mockImplementation(lost);
  jest.mocked(submitContact).mockResolvedValue({ ...CONTACT_IDLE, status: 'invalid', message: 'Please correct the fields above.', errors: { email: 'Please enter your email' } });
  const user = userEvent.setup();
  render(<ContactFormClient id="contact" events={[{ value: 'Run', label: 'Run' }]} submit={submitContact} />);
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await waitFor(() => expect(submitContact).toHaveBeenCalledTimes(1));
  const sent = jest.mocked(submitContact).mock.calls[0]?.[1] as FormData;
  expect(sent.get('name')).toBe('Ana');
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
});

it('keeps the form and says the message could not be sent when the server cannot be reached either', async () => {
  mockLoaders.contact.mockImplementation(lost);
  jest.mocked(submitContact).mockRejectedValue(new Error('Failed to fetch'));
  const user = userEvent.setup();
  render(<ContactFormClient id="contact" events={[{ value: 'Run', label: 'Run' }]} submit={submitContact} />);
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CONTACT_TEXT.failed));
  expect(screen.getByLabelText('First name')).toHaveValue('Ana');
});
