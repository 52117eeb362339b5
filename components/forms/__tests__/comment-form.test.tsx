// A browser-checked form (the comment form) tells the visitor what to fix, in page order, clears each
// message as it is fixed, and says when the comment is received.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { COMMENT_RECEIVED, CommentForm } from '../CommentForm.client';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

describe('a browser-checked form (the comment form)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows each message, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<CommentForm id="c" />);
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Please enter your comment');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('clears a message as soon as its field is edited, leaving the others', async () => {
    const user = userEvent.setup();
    render(<CommentForm id="c" />);
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await user.type(screen.getByLabelText('Name'), 'A');

    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your comment')).toBeInTheDocument();
  });

  it('focuses the first invalid field in page order, not the first one checked', async () => {
    const user = userEvent.setup();
    render(<CommentForm id="c" />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Website (optional)'), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Website (optional)')).toHaveFocus();
  });

  it('says the comment was received on a valid submit and keeps the text', async () => {
    const user = userEvent.setup();
    render(<CommentForm id="c" />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Comment'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByRole('status')).toHaveTextContent(COMMENT_RECEIVED);
    expect(screen.getByLabelText('Comment')).toHaveValue('Lovely');
  });
});
