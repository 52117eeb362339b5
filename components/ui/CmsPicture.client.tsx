'use client';

// Keeps a broken content-service picture from leaving a hole or a broken-image icon in the page.
import { useState } from 'react';
import type { ImageElementProps } from './image-element';

type Props = { img: ImageElementProps; placeholderClassName: string };

/**
 * A content-service picture that may fail to load: it then leaves a quiet placeholder of the same
 * size. The only browser code a picture needs (the attributes come from the server, see CmsImage).
 */
export function CmsPicture({ img, placeholderClassName }: Props) {
  const [failed, setFailed] = useState(false);
  // A described picture stays one for a screen reader; a decorative one (alt="") is left out, not announced unnamed.
  if (failed)
    return (
      <span
        {...(img.alt ? { role: 'img', 'aria-label': img.alt } : { 'aria-hidden': true })}
        className={placeholderClassName}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, worked out on the server
    <img
      {...img}
      alt={img.alt}
      onError={() => setFailed(true)}
      ref={(node) => {
        // A picture that failed before this script ran fired its error unheard: ask again (as next/image does).
        if (node && node.complete && node.naturalWidth === 0) node.src = img.src ?? node.src;
      }}
    />
  );
}
