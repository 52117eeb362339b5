// The import name pages use; the form itself is a browser component (VolunteerForm.client.tsx).
export { VOLUNTEER_THANKS, VolunteerForm } from './VolunteerForm.client';
