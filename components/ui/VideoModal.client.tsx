'use client';

// Plays a post's video over the page and stops it cleanly when the visitor closes it.
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useCloseOnBack } from './use-close-on-back';
import styles from './VideoModal.module.css';

type Props = {
  /** Embed address of the video (the iframe only gets it while the dialog is open). */
  videoUrl: string;
  /** What the video is about: names the button, the dialog and the iframe. */
  title: string;
};

/**
 * A play button that opens the video in a modal `<dialog>`. The native dialog traps focus and
 * closes on Escape; on close the player is unloaded (no sound keeps playing) and focus goes back
 * to the button that opened it. Back closes it too (use-close-on-back.ts).
 */
export function VideoModal({ videoUrl, title }: Props) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const hide = () => dialogRef.current?.close();
  useCloseOnBack(open, hide);
  const onClose = () => {
    setOpen(false);
    openerRef.current?.focus();
  };
  // A click on the backdrop lands on the dialog element itself, not on its content.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) hide();
  };

  return (
    <>
      <button ref={openerRef} type="button" className={styles.play} onClick={show} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">Play video: {title}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={headingId}
        onClose={onClose}
        onClick={onDialogClick}
      >
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={hide}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close video</span>
          </button>
        </div>
        <div className={styles.frame}>
          {open && (
            <iframe
              src={videoUrl}
              title={`Video: ${title}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              // Both, as the video host's own embed code has them: Safari's support of `allow="fullscreen"` is unsure.
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </dialog>
    </>
  );
}
