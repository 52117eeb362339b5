// The forms' server actions in component tests, each a jest.fn the test answers as the server would:
// `jest.mock('@/lib/forms/actions', () => jest.requireActual('@/test/support/form-actions'))`.
export const submitContact = jest.fn();
export const submitQuickContact = jest.fn();
export const submitVolunteer = jest.fn();
export const submitNewsletter = jest.fn();
export const submitDonation = jest.fn();
export const submitComment = jest.fn();
