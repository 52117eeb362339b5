// The contact form's subject choices, apart from its schema so the form can draw them without zod.

/** The subject choices; the select's first option ("Subject") is the empty placeholder. */
export const CONTACT_SUBJECTS = ['Buying', 'Selling', 'Support'] as const;
