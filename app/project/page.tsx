// `/project`: the list of projects the organisation's supporters made possible, from the built-in
// projects (no loader: no id to check).
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { projects } from '@/content/projects';
import { ProjectCard } from '@/components/projects/ProjectCard';
import { CardListPage } from '@/components/ui/CardListPage';

/** The product's project list shows the first 6 projects. */
const LISTED_PROJECTS = projects.slice(0, 6);

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...FIXED_PAGES.projects, path: routes.projects.href({}) });
}

export default function ProjectsPage() {
  return (
    <CardListPage
      title={FIXED_PAGES.projects.title}
      lead={FIXED_PAGES.projects.lead}
      label="Projects"
      items={LISTED_PROJECTS.map((project, position) => ({
        key: String(project.id),
        node: <ProjectCard project={project} priority={position === 0} />,
      }))}
    />
  );
}
