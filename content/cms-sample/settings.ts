/**
 * Call 2 — `/general_setting/api/v1/general_setting/all/`
 * Raw paginated answer; the site uses item 0. Every field of the contract is present.
 */
export type RawGeneralSetting = {
  id: number;
  title: string | null;
  site_name: string | null;
  site_address: string | null;
  email: string | null;
  email2: string | null;
  email3: string | null;
  phone: string | null;
  phone2: string | null;
  phone3: string | null;
  favicon: string | null;
  logo: string | null;
  footer_logo: string | null;
  address: string | null;
  address2: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  google_url: string | null;
  linkedin_url: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};

export const settingsBody: {
  general_settings: RawGeneralSetting[];
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
} = {
  general_settings: [
    {
      id: 1,
      title: 'Hope Harbor Foundation | Food, shelter and learning for families in need',
      site_name: 'Hope Harbor Foundation',
      site_address: 'https://www.hopeharborfoundation.org',
      email: 'hello@hopeharborfoundation.org',
      email2: 'donations@hopeharborfoundation.org',
      email3: null,
      phone: '+44 117 496 0123',
      phone2: '+44 117 496 0456',
      phone3: null,
      favicon: '/media/siteSettings/favicon/hope-harbor-favicon.png',
      logo: '/media/siteSettings/logo/hope-harbor-logo.webp',
      footer_logo: '/media/siteSettings/footer_logo/hope-harbor-logo-light.webp',
      address: 'Harbourside House, 14 Quay Street\r\nBristol BS1 4RN\r\nUnited Kingdom',
      address2: 'Lighthouse Learning Centre\r\n3 Wapping Wharf\r\nBristol BS1 6WP',
      facebook_url: 'https://www.facebook.com/hopeharborfoundation',
      twitter_url: 'https://twitter.com/hopeharborfdn',
      instagram_url: 'https://www.instagram.com/hopeharborfoundation',
      google_url: 'https://www.youtube.com/@hopeharborfoundation',
      linkedin_url: 'https://www.linkedin.com/company/hope-harbor-foundation',
      created_by: 'admin@hopeharborfoundation.org',
      updated_by: 'admin@hopeharborfoundation.org',
      created_at: '2024-11-02T12:00:00.000000+06:00',
      updated_at: '2025-09-30T17:45:10.512000+06:00',
    },
  ],
  page: 1,
  size: 10,
  total_pages: 1,
  total_elements: 1,
};
