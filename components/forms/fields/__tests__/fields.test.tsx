// Every form field is tied to its label, hint and message for assistive technology, marks optional
// fields, and the status region stays in the page so later messages are announced.
import { render, screen } from '@testing-library/react';
import { ChoiceGroup } from '../ChoiceGroup';
import { FormStatus } from '../FormStatus';
import { SelectField } from '../SelectField';
import { TextareaField } from '../TextareaField';
import { TextField } from '../TextField';

describe('shared field wiring', () => {
  it('ties a text field to its visible label, hint and message', () => {
    render(
      <TextField
        formId="f"
        name="email"
        label="Email"
        type="email"
        hint="We never share it"
        error="Please enter your email"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email We never share it');
  });

  it('has no invalid state or message when the field is fine', () => {
    render(<TextField formId="f" name="name" label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Please/)).not.toBeInTheDocument();
  });

  it('marks optional fields in the label instead of requiring them', () => {
    render(<TextareaField formId="f" name="message" label="Message" optional />);
    const area = screen.getByLabelText('Message (optional)');
    expect(area).not.toBeRequired();
  });

  it('offers a select with an empty placeholder first', () => {
    render(
      <SelectField
        formId="f"
        name="subject"
        label="Subject"
        placeholder="Subject"
        options={[{ value: 'Buying', label: 'Buying' }]}
        error="Please enter your subject"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Please enter your subject');
  });

  it('ties a radio group message to the group and every choice', () => {
    render(
      <ChoiceGroup
        formId="f"
        name="amount"
        legend="Amount"
        options={[
          { value: '10', label: '$10' },
          { value: '25', label: '$25' },
        ]}
        error="Please choose an amount"
      />,
    );
    expect(screen.getByRole('group', { name: 'Amount' })).toHaveAccessibleDescription('Please choose an amount');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Please choose an amount');
    }
  });

  it('keeps the status region in the page even when empty, so later messages are announced', () => {
    const { rerender } = render(<FormStatus />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<FormStatus tone="success">Sent</FormStatus>);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
  });
});

describe('FormStatus with conditional content', () => {
  it('stays unstyled when every conditional child is false', () => {
    const shown = false;
    render(
      <FormStatus tone="error">
        {shown && 'Please correct the fields above.'}
        {null}
      </FormStatus>,
    );
    expect(screen.getByRole('status')).not.toHaveAttribute('class');
  });
});
