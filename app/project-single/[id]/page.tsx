import type { Metadata } from 'next';
import { getProjectById } from '@/content/projects';
import { itemOr404 } from '@/content/route-item';
import { ProjectBenefits } from '@/components/projects/ProjectBenefits';
import { ProjectFacts } from '@/components/projects/ProjectFacts';
import { ProjectNav } from '@/components/projects/ProjectNav';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './page.module.css';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await itemOr404(params, getProjectById);
  return { title: project.title, description: project.text };
}

export default async function ProjectSinglePage({ params }: Props) {
  const project = await itemOr404(params, getProjectById);
  return (
    <>
      <PageHeader title={project.title} crumbs={[{ href: '/project', label: 'Projects' }]} />
      <div className="section">
        <div className="container">
          <FramedImage src={project.image} alt="" ratio="16/7" sizes="(min-width: 1248px) 1200px, 100vw" priority />
          <div className={styles.overview}>
            <div className={styles.text}>
              <h2>About the project</h2>
              <p>{project.text}</p>
            </div>
            <ProjectFacts project={project} />
          </div>
          <ul className={styles.gallery} aria-label="More pictures of the project">
            {project.subImages.map((image, index) => (
              <li key={image}>
                <FramedImage src={image} alt={`${project.title}, picture ${index + 1}`} sizes="(min-width: 767px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
          <ProjectBenefits />
          <ProjectNav projectId={project.id} />
        </div>
      </div>
    </>
  );
}
