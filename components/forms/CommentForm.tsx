// The import name pages use; the form itself is a browser component (CommentForm.client.tsx).
export { COMMENT_RECEIVED, CommentForm } from './CommentForm.client';
