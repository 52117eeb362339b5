// The home page, shared by `/` and `/home/{id}`: the hero, the home menu's sections from the content
// service and the team.
import { getSettings, type MenuPage } from '@/lib/cms';
import { RenderSections } from '@/components/sections/RenderSections';
import { TeamSlider } from '@/components/team/TeamSlider';
import { HeroSlider } from './HeroSlider';
import { HOME_REGISTRY } from './home-registry';
import { ScrollToTop } from './ScrollToTop.client';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';
import { websiteJsonLd } from '@/lib/seo/website-json-ld';

/**
 * `/`, `/home` and `/home/{id}`: the hero, the home menu's sections and the team. The menu page
 * comes as a promise, so the hero's slides are asked for while the menu is looked up, not after
 * (on a slow service, one wait instead of two).
 */
export async function HomePage({ page }: { page: Promise<MenuPage | null> }) {
  const { siteName } = await getSettings();
  return (
    <>
      {/* The hero's headlines are editors' rich text; the page's one h1 names the organisation. */}
      <h1 className="visually-hidden">{siteName}</h1>
      <HeroSlider />
      <HomeSections page={page} />
      <TeamSlider />
      <ScrollToTop />
      <SiteJsonLd build={websiteJsonLd} />
    </>
  );
}

async function HomeSections({ page }: { page: Promise<MenuPage | null> }) {
  const menuPage = await page;
  return (
    <RenderSections
      sections={menuPage?.sections ?? []}
      menuId={menuPage?.menu.id ?? null}
      registry={HOME_REGISTRY}
      fallback={null}
    />
  );
}
