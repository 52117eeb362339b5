// Introduces the people behind the work on the home and about pages.
import { TEAM_SLIDER_SIZE, teamMembers } from '@/content/team';
import { Carousel } from '@/components/ui/Carousel.client';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { TeamCard } from './TeamCard';

/**
 * The team carousel of the home and about pages: 6 members, autoplaying; 4 per view from
 * 1200 px, 3 from 767 px, 2 from 480 px and 1 on the smallest phones.
 */
export function TeamSlider() {
  const slides = teamMembers.slice(0, TEAM_SLIDER_SIZE).map((member) => ({
    key: String(member.id),
    node: <TeamCard member={member} />,
  }));
  return (
    <section className="section" aria-labelledby="team-slider-title">
      <div className="container">
        <SectionHeading
          id="team-slider-title"
          eyebrow="Our people"
          title="Meet the team"
          lead="Staff and volunteers who turn your gifts into help."
        />
        <Carousel label="Our team" slides={slides} perView={{ 0: 1, 480: 2, 767: 3, 1200: 4 }} autoplay />
      </div>
    </section>
  );
}
