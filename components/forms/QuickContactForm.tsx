// Placeholder: the forms issue (#5) writes the team member's and the event's contact form here.
export function QuickContactForm({ id, title }: { id: string; title: string }) {
  return <form id={id} aria-label={title} data-placeholder="quick-contact" />;
}
