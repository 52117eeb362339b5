// The frame shared by the login, register and forgot-password screens, which tells visitors that
// accounts are not available yet.
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './AccountCard.module.css';

export type AccountLink = { href: string; label: string; lead?: string };

type Props = { title: string; intro: string; links: readonly AccountLink[]; children: ReactNode };

/** The centred card of the mock account screens: title, the "not available yet" note, the form, links. */
export function AccountCard({ title, intro, links, children }: Props) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="account-title">
      <div className={styles.card}>
        <h1 id="account-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        <p className={styles.note}>
          Accounts are not available yet. This screen checks what you type, but nothing is sent and no account or
          session is created.
        </p>
        {children}
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              {link.lead && `${link.lead} `}
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
