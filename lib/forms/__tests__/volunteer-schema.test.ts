// The volunteer form accepts a CV only as a PDF, DOCX or ODT file of at most 5 MB and reports every missing
// field of an application at once.
import { CV_MAX_BYTES, CV_MESSAGES, cvFileProblem } from '../cv-file';
import { volunteerSchema } from '../volunteer-schema';
import { validate } from '../validate';

const pdf = { name: 'My CV.PDF', size: 120_000, type: 'application/pdf' };

describe('cvFileProblem', () => {
  it.each([
    ['cv.pdf', ''],
    ['cv.odt', 'application/vnd.oasis.opendocument.text'],
    ['cv.docx', ''],
  ])('accepts %s', (name, type) => {
    expect(cvFileProblem({ name, size: 1000, type })).toBeNull();
  });

  it('says a .doc is no longer taken, and what to send instead', () => {
    expect(cvFileProblem({ name: 'Old CV.DOC', size: 1000, type: 'application/msword' })).toBe(CV_MESSAGES.doc);
    expect(CV_MESSAGES.doc).toMatch(/PDF, DOCX or ODT/);
  });

  it('accepts exactly 5 MB and rejects one byte more', () => {
    expect(cvFileProblem({ ...pdf, size: CV_MAX_BYTES })).toBeNull();
    expect(cvFileProblem({ ...pdf, size: CV_MAX_BYTES + 1 })).toBe(CV_MESSAGES.size);
  });

  it.each(['cv.exe', 'cv.pdf.exe', 'photo.png', 'cv'])('rejects the file %s', (name) => {
    expect(cvFileProblem({ name, size: 1000, type: 'application/pdf' })).toBe(CV_MESSAGES.type);
  });

  it('asks for a file when none is chosen (an empty file input sends a nameless empty file)', () => {
    expect(cvFileProblem(null)).toBe(CV_MESSAGES.missing);
    expect(cvFileProblem({ name: '', size: 0, type: 'application/octet-stream' })).toBe(CV_MESSAGES.missing);
    expect(cvFileProblem({ name: 'cv.pdf', size: 0, type: 'application/pdf' })).toBe(CV_MESSAGES.empty);
  });
});

describe('volunteerSchema', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.org',
    subject: 'Weekends',
    cv: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    description: 'I can help',
  };

  it('accepts a complete application with a real File', () => {
    expect(validate(volunteerSchema, valid).ok).toBe(true);
  });

  it('reports every missing field and the CV problem', () => {
    expect(validate(volunteerSchema, { cv: { name: 'cv.txt', size: 10, type: 'text/plain' } })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name',
        email: 'Please enter your email',
        subject: 'Please enter a subject',
        cv: CV_MESSAGES.type,
        description: 'Please tell us a little about yourself',
      },
    });
  });
});
