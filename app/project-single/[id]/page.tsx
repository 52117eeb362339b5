// `/project-single/{id}`: one built-in project (loadBuiltIn): what was built, its facts and benefits,
// and the way to the previous and next project.
import type { Metadata } from 'next';
import { loadBuiltIn } from '@/lib/routes/loaders';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { ProjectBenefits } from '@/components/projects/ProjectBenefits';
import { ProjectFacts } from '@/components/projects/ProjectFacts';
import { AdjacentNav } from '@/components/ui/AdjacentNav';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeading } from '@/components/ui/PageHeading';
import { projects } from '@/content/projects';
import styles from './page.module.css';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadBuiltIn('project', params);
  return pageMetadata({
    title: project.title,
    description: project.text,
    path: routes.project.href({ id: project.id }),
    sharesOpenGraphImage: true,
  });
}

export default async function ProjectSinglePage({ params }: Props) {
  const project = await loadBuiltIn('project', params);
  return (
    <>
      <PageHeading title={project.title} crumbs={[{ href: routes.projects.href({}), label: 'Projects' }]} />
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
                <FramedImage
                  src={image}
                  alt={`${project.title}, picture ${index + 1}`}
                  sizes="(min-width: 767px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
          <ProjectBenefits />
          <AdjacentNav
            label="More projects"
            noun="project"
            items={projects}
            current={project.id}
            href={(id) => routes.project.href({ id })}
            name={(item) => item.title}
          />
        </div>
      </div>
    </>
  );
}
