// A sliding carousel moves by a CSS transform only: nothing in the page a screen reader follows changes, so a
// visitor who pressed "Next slide" heard nothing. Their own moves are said in a status line; autoplay's are not.
import { useEffect, useRef, useState } from 'react';

/** `text` for a visually hidden status line, and `byVisitor()` to call just before the visitor's own move. */
export function useMoveAnnouncement(index: number, count: number): { text: string; byVisitor: () => void } {
  const visitorMoved = useRef(false);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!visitorMoved.current) return;
    visitorMoved.current = false;
    setText(`Slide ${index + 1} of ${count}`);
  }, [index, count]);
  return {
    text,
    byVisitor: () => {
      visitorMoved.current = true;
    },
  };
}
