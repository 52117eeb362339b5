// The shapes in which the rest of the site receives the service's content, so no view depends on
// the service's raw JSON.
import type { SafeHtml } from '@/lib/sanitize';

/** View models of the content service: what pages and components receive, never raw JSON. */

export type Slide = {
  key: string;
  titleHtml: SafeHtml;
  subtitle: string;
  image: string | null;
};

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'linkedin';
export type SocialLink = { network: SocialNetwork; label: string; href: string };

export type SiteSettings = {
  siteName: string;
  /** The default document title. */
  title: string;
  /** null: the header and footer show the site name as text. */
  logo: string | null;
  footerLogo: string | null;
  favicon: string;
  email: string | null;
  phone: string | null;
  /** Plain text; line breaks kept as `\n`. */
  address: string | null;
  /** The site's public origin (`https://www.example.org`) as the service states it, or null. */
  siteAddress: string | null;
  social: SocialLink[];
};

export type MenuItem = {
  id: number;
  name: string;
  href: string;
  /** The entry's page's other address, where it is drawn too (`/contact` for Contact, `/home` for Home). */
  alsoAt?: string;
  children: MenuItem[];
};

export type Section = {
  key: string;
  /** '' when the section has only images. */
  html: SafeHtml;
  images: string[];
};

export type MenuPage = {
  /** When the menu tree has never been answered, only `menu.id` is known (name and href are ''). */
  menu: MenuItem;
  menuKnown: boolean;
  /** Contents first in the service's order, then sections that only have images. */
  sections: Section[];
};
