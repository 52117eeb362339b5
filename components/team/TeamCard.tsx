// How a team member appears in the team carousel, leading to their page.
import Link from 'next/link';
import type { TeamMember } from '@/content/team';
import { FramedImage } from '@/components/ui/FramedImage';
import styles from './TeamCard.module.css';
import { routes } from '@/lib/routes/table';

/** A team member's portrait, name (linking to their page) and role. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      <FramedImage
        src={member.image}
        alt=""
        ratio="1/1"
        sizes="(min-width: 1200px) 282px, (min-width: 767px) 33vw, (min-width: 480px) 50vw, 100vw"
      />
      <h3 className={styles.name}>
        <Link href={routes.teamMember.href({ id: member.id })}>{member.name}</Link>
      </h3>
      <p className={styles.role}>{member.title}</p>
    </article>
  );
}
