// Placeholder: the forms issue (#5) writes the real comment form (name, e-mail, website, comment) here.
export function CommentForm({ id }: { id: string }) {
  return <form id={id} aria-label="Leave a comment" data-placeholder="comment" />;
}
