// The project page's box of facts (client, place, date, duration, tag), for a visitor who wants them at
// a glance.
import type { Project } from '@/content/projects';
import { formatDate } from '@/content/format';
import styles from './ProjectFacts.module.css';

/** Client, location, date, duration and tag of a project. */
export function ProjectFacts({ project }: { project: Project }) {
  const facts = [
    { label: 'Client', value: project.client },
    { label: 'Location', value: project.location },
    { label: 'Date', value: <time dateTime={project.date}>{formatDate(project.date)}</time> },
    { label: 'Duration', value: project.duration },
    { label: 'Tag', value: project.tag },
  ];
  return (
    <section className={styles.box} aria-labelledby="project-facts-title">
      <h2 id="project-facts-title" className={styles.title}>
        Project information
      </h2>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.row}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
