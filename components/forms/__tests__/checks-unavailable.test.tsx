// When a form's checks (loaded on first use) fail to arrive, the visitor is told and nothing typed is
// lost: the forms say so and try again on the next press.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentSchema } from '@/lib/forms/simple-schemas';
import { submitContact } from '@/lib/forms/actions';
import { FORM_CHECKS_UNAVAILABLE } from '@/lib/forms/form-status';
import { CommentForm } from '../CommentForm.client';
import { ContactFormClient } from '../ContactForm.client';

jest.mock('@/lib/forms/actions', () => jest.requireActual('@/test/support/form-actions'));

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
  render(<CommentForm id="c" about="A post" postTo="/blog-single/1#c-status" />);
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

it('the contact form says so too and sends nothing unchecked: a send would most likely fail as well', async () => {
  mockLoaders.contact.mockImplementation(lost);
  const user = userEvent.setup();
  render(<ContactFormClient id="contact" events={[{ value: 'Run', label: 'Run' }]} postTo="/contact" />);
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(FORM_CHECKS_UNAVAILABLE);
  expect(submitContact).not.toHaveBeenCalled();
  expect(screen.getByLabelText('First name')).toHaveValue('Ana');
});
