/**
 * Call 1 — `/homepage_slider/api/v1/homepage_slider/all/`
 * Raw paginated answer, newest first (`-id`). One subtitle is null (the site shows
 * "Our Portfolio" instead) and one serial_number is null, as editors leave them.
 */
export type RawSlider = {
  id: number;
  title: string | null;
  subtitle: string | null;
  serial_number: number | null;
  image: string | null;
  details: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};

export const slidersBody: {
  homepage_sliders: RawSlider[];
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
} = {
  homepage_sliders: [
    {
      id: 7,
      title: '<p>Together we can <strong>change a life</strong></p>',
      subtitle: 'Your gift feeds, shelters and teaches children along the harbour',
      serial_number: 1,
      image: '/media/siteSettings/homePageSlider/slide-harbor-dawn.webp',
      details: null,
      created_by: 'admin@hopeharborfoundation.org',
      updated_by: 'editor@hopeharborfoundation.org',
      created_at: '2025-10-14T10:34:38.995000+06:00',
      updated_at: '2025-10-27T21:16:42.598000+06:00',
    },
    {
      id: 5,
      title: '<p>A warm meal, <strong>a safe place</strong>, a fresh start</p>',
      subtitle: null,
      serial_number: 2,
      image: '/media/siteSettings/homePageSlider/slide-community-kitchen.webp',
      details: null,
      created_by: 'admin@hopeharborfoundation.org',
      updated_by: null,
      created_at: '2025-06-02T09:12:04.120000+06:00',
      updated_at: '2025-06-02T09:12:04.120000+06:00',
    },
    {
      id: 4,
      title: '<p>Every child deserves <strong>a chance to learn</strong></p>',
      subtitle: 'Free tutoring and school kits for 1,200 pupils this year',
      serial_number: null,
      image: '/media/siteSettings/homePageSlider/slide-learning-together.webp',
      details: '<p>Lighthouse Learning Centre, spring term.</p>',
      created_by: 'admin@hopeharborfoundation.org',
      updated_by: null,
      created_at: '2025-03-18T15:40:11.004000+06:00',
      updated_at: '2025-04-01T08:03:27.771000+06:00',
    },
  ],
  page: 1,
  size: 10,
  total_pages: 1,
  total_elements: 3,
};
