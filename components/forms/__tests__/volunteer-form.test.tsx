// The volunteer form checks the CV as soon as it is chosen, keeps what was typed on a refused submit, and sends
// a good one, then thanks the volunteer. (The CV travelling byte for byte is a journey's: jsdom's FormData does
// not see a file user-event chose; e2e/forms/volunteer.spec.ts.)
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitVolunteer } from '@/lib/forms/actions';
import { CV_MESSAGES } from '@/lib/forms/cv-file';
import { FORM_THANKS } from '@/lib/forms/form-state';
import { VolunteerForm } from '../VolunteerForm.client';

jest.mock('@/lib/forms/actions', () => ({ submitVolunteer: jest.fn() }));
const action = jest.mocked(submitVolunteer);

const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('VolunteerForm', () => {
  it('checks the CV as soon as it is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<VolunteerForm />);
    const cv = screen.getByLabelText('Your CV');

    await user.upload(cv, file('cv.exe', 10, 'application/octet-stream'));
    expect(cv).toHaveAccessibleDescription(new RegExp(CV_MESSAGES.type.replace(/[().]/g, '\\$&')));

    await user.upload(cv, file('cv.pdf', 5 * 1024 * 1024 + 1, 'application/pdf'));
    expect(cv).toHaveAccessibleDescription(new RegExp(CV_MESSAGES.size));

    await user.upload(cv, file('cv.docx', 2000, ''));
    expect(cv).not.toHaveAttribute('aria-invalid');
  });

  it('shows the summary and field messages on an invalid submit, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<VolunteerForm />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText(/^About you/), 'Weekends');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(screen.getByRole('status')).toHaveTextContent('Please correct the fields above.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByText(CV_MESSAGES.missing)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByLabelText(/^About you/)).toHaveValue('Weekends');
    expect(screen.queryByText('Error occurred while sending email. Please try again later.')).not.toBeInTheDocument();
  });

  it('sends a valid application, and thanks the volunteer', async () => {
    action.mockResolvedValue({ status: 'sent', message: FORM_THANKS.volunteer, errors: {}, values: {} });
    const user = userEvent.setup();
    render(<VolunteerForm />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Subject'), 'Weekends');
    await user.upload(screen.getByLabelText('Your CV'), file('cv.pdf', 2000, 'application/pdf'));
    await user.type(screen.getByLabelText(/^About you/), 'I can drive');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORM_THANKS.volunteer));
    const sent = action.mock.calls[0]?.[1] as FormData;
    expect(sent.get('name')).toBe('Ana');
    expect(sent.get('description')).toBe('I can drive');
    expect(action).toHaveBeenCalledTimes(1);
  });
});
