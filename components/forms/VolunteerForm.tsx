// Placeholder: the forms issue (#5) writes the real volunteer form here.
export function VolunteerForm() {
  return <form aria-label="Volunteer form" data-placeholder="volunteer" />;
}
