// How a project appears in the project list: picture, tag, summary, place and duration, and the link
// to its page.
import type { Project } from '@/content/projects';
import { Card, CardBadge, CardText } from '@/components/ui/Card';
import { MetaList } from '@/components/ui/MetaList';
import { routes } from '@/lib/routes/table';

/** A project card: picture with its tag, title (the link), a short summary, place and duration. */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  return (
    <Card
      priority={priority}
      id={`project-${project.id}`}
      title={project.title}
      href={routes.project.href({ id: project.id })}
      image={project.image}
      badges={
        <CardBadge corner="bottom-start" tone="light">
          {project.tag}
        </CardBadge>
      }
    >
      <CardText>{project.text}</CardText>
      <MetaList
        items={[
          { key: 'location', node: project.location },
          { key: 'duration', node: project.duration },
        ]}
      />
    </Card>
  );
}
