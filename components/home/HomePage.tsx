import { getSettings, type MenuPage } from '@/lib/cms';
import { RenderSections } from '@/components/sections/RenderSections';
import { TeamSlider } from '@/components/team/TeamSlider';
import { HeroSlider } from './HeroSlider';
import { HOME_REGISTRY } from './home-registry';
import { ScrollToTop } from './ScrollToTop.client';

/** `/`, `/home` and `/home/{id}`: the hero, the home menu's sections and the team. */
export async function HomePage({ page }: { page: MenuPage | null }) {
  const { siteName } = await getSettings();
  return (
    <>
      {/* The hero's headlines are editors' rich text; the page's one h1 names the organisation. */}
      <h1 className="visually-hidden">{siteName}</h1>
      <HeroSlider />
      <RenderSections sections={page?.sections ?? []} menuId={page?.menu.id ?? null} registry={HOME_REGISTRY} fallback={null} />
      <TeamSlider />
      <ScrollToTop />
    </>
  );
}
