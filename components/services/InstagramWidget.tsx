// The services sidebar's Instagram block: a wall of our pictures and a link to the organisation's account.
import { NewTabNote } from '@/components/ui/NewTabNote';
import { ServerImage } from '@/components/ui/ServerImage';
import { getSettings } from '@/lib/cms';
import styles from './ServiceSidebar.module.css';

/** Our own pictures: the product's "instagram" wall is decoration, it loads nothing from Instagram. */
const TILES = [1, 2, 3, 4, 5, 6].map((n) => `/images/projects/project-${n}.webp`);

export async function InstagramWidget() {
  const { social } = await getSettings();
  const instagram = social.find((link) => link.network === 'instagram');
  return (
    <section className={styles.widget} aria-labelledby="sidebar-instagram">
      <h2 id="sidebar-instagram" className={styles.title}>
        Instagram
      </h2>
      <ul className={styles.grid} aria-hidden="true">
        {TILES.map((src) => (
          <li key={src} className={styles.tile}>
            <ServerImage src={src} alt="" fill sizes="110px" />
          </li>
        ))}
      </ul>
      {instagram && (
        <a href={instagram.href} className={styles.follow} target="_blank" rel="noopener noreferrer">
          Follow us on Instagram
          <NewTabNote />
        </a>
      )}
    </section>
  );
}
