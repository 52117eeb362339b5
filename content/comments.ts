// The sample comment thread shown under blog posts and causes until comments are stored anywhere.
import type { DemoComment } from './schemas';
import { personPhoto } from './people-photos';

export type { DemoComment } from './schemas';

/** The demo thread shown under blog posts and causes; the comment form beneath it stores nothing. */
export const demoComments: readonly DemoComment[] = [
  {
    id: 1,
    name: 'Helen Morris',
    image: personPhoto(3),
    date: '2026-02-02',
    text: 'Thank you for sharing this. It is wonderful to see exactly what the donations made possible, and the photos from the field say more than any report could.',
  },
  {
    id: 2,
    name: 'Robert Chen',
    image: personPhoto(2),
    date: '2026-02-03',
    text: 'Agreed, Helen. I started giving monthly last year and updates like this are the reason I keep going.',
    replyTo: 1,
  },
  {
    id: 3,
    name: 'Mariam Osei',
    image: personPhoto(1),
    date: '2026-02-05',
    text: 'Our village committee would be happy to host visitors who want to see the project for themselves. Please get in touch through the office.',
  },
];

/** Top-level comments, each with the replies that answer it, in the order they were written. */
export function getCommentThreads(comments: readonly DemoComment[] = demoComments) {
  return comments
    .filter((c) => c.replyTo === undefined)
    .map((comment) => ({ comment, replies: comments.filter((c) => c.replyTo === comment.id) }));
}

/** Demo count of people who gave to a cause (shown on every cause). */
export const DEMO_DONOR_COUNT = 380;
