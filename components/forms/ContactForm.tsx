// Placeholder: the forms issue (#5) writes the real contact form here.
export function ContactForm() {
  return <form aria-label="Contact form" data-placeholder="contact" />;
}
