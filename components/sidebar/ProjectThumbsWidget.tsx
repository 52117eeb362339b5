// A sidebar glimpse of our projects that invites readers on to the work itself.
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { projects } from '@/content/projects';
import { Widget } from './Widget';
import styles from './ProjectThumbsWidget.module.css';
import { routes } from '@/lib/routes/table';

/** A 3-column grid of project pictures, each linking to its project (the product shows 6). */
export function ProjectThumbsWidget({ id, limit = 6 }: { id: string; limit?: number }) {
  return (
    <Widget id={id} title="Projects">
      <ul className={styles.grid}>
        {projects.slice(0, limit).map((project) => (
          <li key={project.id}>
            <Link href={routes.project.href({ id: project.id })} className={styles.link}>
              <ServerImage src={project.image} alt={project.title} fill sizes="(min-width: 991px) 100px, 30vw" />
            </Link>
          </li>
        ))}
      </ul>
    </Widget>
  );
}
