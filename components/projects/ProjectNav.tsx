import Link from 'next/link';
import { getAdjacentProjects } from '@/content/projects';
import styles from './ProjectNav.module.css';
import { routes } from '@/lib/routes/table';

/** Previous / next project links; the first project has no previous and the last no next. */
export function ProjectNav({ projectId }: { projectId: number }) {
  const { previous, next } = getAdjacentProjects(projectId);
  return (
    <nav aria-label="More projects" className={styles.nav}>
      {previous && (
        <Link href={routes.project.href({ id: previous.id })} rel="prev" className={`${styles.link} ${styles.previous}`}>
          <span className={styles.direction}>Previous project</span>
          <span className={styles.name}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link href={routes.project.href({ id: next.id })} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.direction}>Next project</span>
          <span className={styles.name}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
