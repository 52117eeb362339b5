/**
 * @jest-environment node
 */
import { demoComments, getCommentThreads } from '../comments';
import { demoCommentSchema } from '../schemas';

describe('demo comments', () => {
  it('parse with their schema', () => {
    for (const comment of demoComments) expect(demoCommentSchema.safeParse(comment).success).toBe(true);
  });

  it('group replies under the comment they answer', () => {
    const threads = getCommentThreads();
    expect(threads.map((t) => t.comment.id)).toEqual([1, 3]);
    expect(threads[0]?.replies.map((r) => r.id)).toEqual([2]);
    expect(threads[1]?.replies).toEqual([]);
  });

  it('only reply to comments that exist', () => {
    const ids = new Set(demoComments.map((c) => c.id));
    const replies = demoComments.filter((c) => c.replyTo !== undefined);
    // There are replies to check (else this would pass with nothing checked).
    expect(replies.length).toBeGreaterThan(0);
    for (const c of replies) expect(ids.has(c.replyTo!)).toBe(true);
  });
});
