// The words of each form's fields, in the order the organisation reads them: what the form shows beside each
// field and what the delivered message names. Apart from the schemas, so a form's first load carries no zod.

/** The contact form's labels, in its order: what the form shows and the organisation reads. */
export const CONTACT_LABELS = {
  name: 'First name',
  lastname: 'Last name',
  email: 'Email',
  subject: 'Subject',
  events: 'Event',
  notes: 'Message',
} as const;

/** Labels of the pledge's fields, in the order the organisation reads them (the form shows the same words). */
export const PLEDGE_LABELS = {
  amount: 'Amount',
  frequency: 'How often',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  address: 'Address',
  message: 'Message',
  payment: 'Payment method',
  about: 'For',
} as const;

export const NEWSLETTER_LABELS = { email: 'Email address' } as const;

export const COMMENT_LABELS = {
  name: 'Name',
  email: 'Email',
  website: 'Website',
  comment: 'Comment',
  about: 'On',
} as const;

export const QUICK_CONTACT_LABELS = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  about: 'Sent from',
} as const;

/** The application's labels, in its order (the CV is attached). */
export const VOLUNTEER_LABELS = { name: 'Name', email: 'Email', subject: 'Subject', description: 'About you' } as const;
