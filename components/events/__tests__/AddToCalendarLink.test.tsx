import { render, screen } from '@testing-library/react';
import { AddToCalendarLink } from '../AddToCalendarLink';

describe('AddToCalendarLink', () => {
  it('links to the event’s .ics download under a readable file name, naming the event for screen readers', () => {
    render(<AddToCalendarLink event={{ id: 7, title: 'Annual Hope Gala Dinner' }} />);
    const link = screen.getByRole('link', { name: 'Add to calendar for Annual Hope Gala Dinner' });
    expect(link).toHaveAttribute('href', '/event-single/7/calendar.ics');
    expect(link).toHaveAttribute('download', 'annual-hope-gala-dinner.ics');
  });
});
