import type { Metadata } from 'next';
import { projects } from '@/content/projects';
import { ProjectCard } from '@/components/projects/ProjectCard';
import { CardListPage } from '@/components/ui/CardListPage';

/** The product's project list shows the first 6 projects. */
const LISTED_PROJECTS = projects.slice(0, 6);

export const metadata: Metadata = {
  title: 'Projects',
  description: 'Wells, classrooms, clinics and shelters: see the projects your support has made happen.',
};

export default function ProjectsPage() {
  return (
    <CardListPage
      title="Projects"
      lead="A selection of the work your support has made possible."
      label="Projects"
      items={LISTED_PROJECTS.map((project) => ({ key: String(project.id), node: <ProjectCard project={project} /> }))}
    />
  );
}
