// A form that sends (the comment form) tells the visitor what to fix, in page order, clears each message as it is
// fixed, and hands a right comment to its server action with what it is about, then thanks them.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitComment } from '@/lib/forms/actions';
import { FORM_THANKS } from '@/lib/forms/form-state';
import { CommentForm } from '../CommentForm.client';

jest.mock('@/lib/forms/actions', () => ({ submitComment: jest.fn() }));
const action = jest.mocked(submitComment);

const renderForm = () =>
  render(<CommentForm id="c" about="Clean water for Kibera" postTo="/cause-single/1#c-status" />);

describe('a form that sends (the comment form)', () => {
  beforeEach(() => action.mockReset());

  it('shows each message, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Please enter your comment');
    expect(action).not.toHaveBeenCalled();
  });

  it('clears a message as soon as its field is edited, leaving the others', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await user.type(screen.getByLabelText('Name'), 'A');

    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your comment')).toBeInTheDocument();
  });

  it('focuses the first invalid field in page order, not the first one checked', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Website (optional)'), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Website (optional)')).toHaveFocus();
  });

  it('sends a right comment with what it is about (the hidden field left empty), then thanks and empties the form', async () => {
    action.mockResolvedValue({ status: 'sent', message: FORM_THANKS.comment, errors: {}, values: {} });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Comment'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.comment));
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]?.[1] as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => !name.startsWith('$')))).toEqual({
      name: 'Ana',
      email: 'ana@example.org',
      website: '',
      comment: 'Lovely',
      about: 'Clean water for Kibera',
      homepage: '',
    });
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });
});
