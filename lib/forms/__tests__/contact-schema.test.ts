// The contact form accepts a complete message and gives each missing or invalid field the message of
// the specification.
import { contactSchema } from '../contact-schema';
import { validate } from '../validate';

const valid = {
  name: 'Ana',
  lastname: 'Núñez',
  email: 'ana@example.org',
  subject: 'Support',
  events: 'Spring Charity Fun Run',
  notes: 'Hello',
};

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(validate(contactSchema, { ...valid, name: '  Ana ' })).toEqual({ ok: true, data: valid });
  });

  it('keeps a one-line field on one line, so no line break reaches the form-mail service; the note keeps its lines', () => {
    const posted = {
      ...valid,
      name: 'Bob\r\nBcc: victim@example.org',
      events: 'Spring\nCharity Fun Run',
      notes: 'Hello\nthere',
    };
    expect(validate(contactSchema, posted)).toEqual({
      ok: true,
      data: { ...valid, name: 'Bob Bcc: victim@example.org', events: 'Spring Charity Fun Run', notes: 'Hello\nthere' },
    });
  });

  it('gives each empty field the message of the specification', () => {
    const result = validate(contactSchema, { name: ' ', lastname: '', email: '', subject: '', events: '', notes: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name',
        lastname: 'Please enter your Lastname',
        email: 'Please enter your email',
        subject: 'Please enter your subject',
        events: 'Select your event list',
        notes: 'Please enter your note',
      },
    });
  });

  it('says a filled e-mail that is no address is not valid, and treats an unknown subject as missing', () => {
    const result = validate(contactSchema, { ...valid, email: 'ana@', subject: 'Subject' });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address', subject: 'Please enter your subject' },
    });
  });
});
