// Phone numbers and e-mail addresses become links a visitor can tap, and plain text when they could not
// work.
import { render, screen } from '@testing-library/react';
import { EmailLink, PhoneLink } from '../ContactLinks';

describe('PhoneLink and EmailLink', () => {
  it('link a dialable number and a valid address', () => {
    render(
      <>
        <PhoneLink phone="+44 20 7946 0000" />
        <EmailLink email=" give@example.org " />
      </>,
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(screen.getByRole('link', { name: 'give@example.org' })).toHaveAttribute('href', 'mailto:give@example.org');
  });

  it('show plain text, not a broken link, when there is nothing to dial or mail', () => {
    const { container } = render(
      <>
        <PhoneLink phone="ask at reception" />
        <EmailLink email="not an address" />
      </>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('ask at receptionnot an address');
  });
});
