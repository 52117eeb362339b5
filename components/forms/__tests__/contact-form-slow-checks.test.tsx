// On a slow phone the contact form's checks arrive after the submit: a field the visitor has started fixing
// meanwhile must not then show the message meant for its empty value, while the untouched fields still do.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactSchema } from '@/lib/forms/contact-schema';
import { ContactFormClient } from '../ContactForm.client';

jest.mock('@/lib/forms/actions', () => jest.requireActual('@/test/support/form-actions'));

let releaseChecks: () => void = () => undefined;
jest.mock('@/lib/forms/schema-loaders', () => ({
  loadSchema: {
    contact: () =>
      new Promise((resolve) => {
        releaseChecks = () => resolve(contactSchema);
      }),
  },
}));

it('gives no message to a field edited while the checks were loading', async () => {
  const user = userEvent.setup();
  render(<ContactFormClient id="contact" events={[{ value: 'Run', label: 'Run' }]} postTo="/contact" />);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await user.type(screen.getByLabelText('Last name'), 'N');
  releaseChecks();

  await waitFor(() => expect(screen.getByText('Please enter your name')).toBeInTheDocument());
  expect(screen.queryByText('Please enter your Lastname')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid', 'true');
});
