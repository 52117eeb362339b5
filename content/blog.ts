// The blog's built-in posts, categories and tags (the content service has no blog), and the lookups
// the blog pages, sidebars, search and feed use.
import { findById } from './lookup';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from './schemas';

export type { BlogCategory, BlogPost } from './schemas';

export const blogCategories: readonly BlogCategory[] = BLOG_CATEGORIES;

export const blogTags: readonly string[] = [
  'Clean Water',
  'Children',
  'Donations',
  'Fundraising',
  'Health Care',
  'Volunteers',
  'Climate',
  'Food',
  'Shelter',
  'Stories',
];

const image = (id: number) => `/images/blog/post-${id}.webp`;
const detailImage = (id: number) => `/images/blog/post-${id}-detail.webp`;
const avatar = (memberId: number) => `/images/team/member-${memberId}.webp`;

/** Video links are placeholders (youtube-nocookie embed URLs); they are only stored and shown in the video modal. */
const video = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;

export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    title: 'How a Single Well Changed Life in Lakeside',
    image: image(1),
    description: 'When the new well opened, girls in Lakeside got back four hours a day. This is what they did with them.',
    body: [
      'Before the well, Mariam and her younger sister left home before sunrise every morning to collect water from the lake. The walk took two hours each way, and the water they carried home was often unsafe to drink.',
      'Today the pump stands in the middle of the village, a few minutes from their door. The village water committee collects a small monthly fee, keeps a log of repairs and tests the water every quarter with our field team.',
      'The biggest change is in the classroom. Attendance among girls at the local school has risen by almost a third, and Mariam now wants to become a nurse. Clean water, it turns out, is about much more than water.',
    ],
    author: 'Jonah Mensah',
    authorTitle: 'Team Leader',
    authorImage: avatar(6),
    createdAt: '2026-01-18',
    detailImage: detailImage(1),
    commentCount: 12,
    format: 'standard',
    category: 'Charity',
    tags: ['Clean Water', 'Children', 'Stories'],
  },
  {
    id: 2,
    title: 'Five Ways to Help Children Keep Learning',
    image: image(2),
    description: 'Small actions from parents, neighbours and volunteers make a real difference to whether children stay in school.',
    body: [
      'Every year we meet children who leave school not because they want to, but because something small stands in the way: a missing uniform, a long walk, or simply nobody at home to help with homework.',
      'Our mentors suggest five simple things: read together for ten minutes a day, ask about school every evening, share books with neighbours, support local homework clubs and celebrate every small success.',
      'None of these cost much, but together they tell a child that learning matters. If you would like to become a reading volunteer, our next welcome evening is a good place to start.',
    ],
    author: 'Priya Nair',
    authorTitle: 'Team Leader',
    authorImage: avatar(3),
    createdAt: '2026-02-02',
    detailImage: detailImage(2),
    commentCount: 8,
    format: 'standard',
    category: 'Education',
    tags: ['Children', 'Volunteers'],
  },
  {
    id: 3,
    title: 'Watch: A Day with Our Mobile Clinic',
    image: image(3),
    description: 'Ride along with our nurses as they visit three hill villages in one long, rewarding day.',
    body: [
      'The clinic van leaves our depot at six in the morning. By the time it reaches the first village, a queue of mothers, children and older people is already waiting under the big mango tree.',
      'In this short film, nurse Ruth and community health worker Moses explain how they check blood pressure, weigh babies, give vaccines and refer serious cases to the district hospital.',
      'Every visit is recorded, so patients get the follow-up they need next month. Your donations keep the van on the road and its shelves stocked with essential medicines.',
    ],
    author: 'Grace Whitfield',
    authorTitle: 'Manager',
    authorImage: avatar(7),
    createdAt: '2026-02-20',
    detailImage: detailImage(3),
    commentCount: 21,
    format: 'video',
    videoUrl: video('hHbF2clinic'),
    category: 'Health',
    tags: ['Health Care', 'Stories'],
  },
  {
    id: 4,
    title: 'Why We Plant Native Trees',
    image: image(4),
    description: 'Not every tree is equal. Native species hold soil, feed wildlife and survive local droughts.',
    body: [
      'It is tempting to plant whatever grows fastest. But fast-growing imported species often drink too much water and offer little to local birds and insects.',
      'Our tree-planting programme works with botanists to choose native species that hold hillsides together, shade streets and survive dry summers without extra watering.',
      'Schoolchildren adopt their saplings and measure them every term. After three seasons, more than eight in ten of the trees we have planted are still thriving.',
    ],
    author: 'Lena Fischer',
    authorTitle: 'Volunteer',
    authorImage: avatar(5),
    createdAt: '2026-03-09',
    detailImage: detailImage(4),
    commentCount: 5,
    format: 'standard',
    category: 'Environment',
    tags: ['Climate', 'Children'],
  },
  {
    id: 5,
    title: 'What I Learned in My First Year as a Volunteer',
    image: image(5),
    description: 'A volunteer looks back on twelve months of kitchen shifts, school visits and unexpected friendships.',
    body: [
      'I signed up to volunteer because I had a few free evenings a week and wanted to do something useful with them. I did not expect it to change how I see my own city.',
      'Serving meals at the community kitchen taught me that anyone can go through a hard season. The people I met were teachers, builders, grandparents, students. Many of them now volunteer alongside me.',
      'If you are thinking about it, start small. Come to one shift, talk to people, and see where it leads. You will get back more than you give.',
    ],
    author: 'Samuel Brooks',
    authorTitle: 'Volunteer',
    authorImage: avatar(4),
    createdAt: '2026-03-27',
    detailImage: detailImage(5),
    commentCount: 17,
    format: 'standard',
    category: 'Volunteering',
    tags: ['Volunteers', 'Stories'],
  },
  {
    id: 6,
    title: 'Our Neighbourhood Kitchen Turns Five',
    image: image(6),
    description: 'Five years, 60,000 meals and countless conversations around the harbour community kitchen table.',
    body: [
      'The harbour community kitchen started with a borrowed stove and six volunteers. Five years later it serves hot meals seven days a week during winter.',
      'Local restaurants donate surplus ingredients, a bakery sends bread every morning and a team of retired chefs trains new volunteers in safe food handling.',
      'Most importantly, the kitchen has become a place where neighbours meet. Thank you to everyone who has cooked, served, washed up or donated along the way.',
    ],
    author: 'Daniel Reyes',
    authorTitle: 'Manager',
    authorImage: avatar(2),
    createdAt: '2026-04-11',
    detailImage: detailImage(6),
    commentCount: 9,
    format: 'standard',
    category: 'Community',
    tags: ['Food', 'Volunteers'],
  },
  {
    id: 7,
    title: 'Video: Rebuilding After the Floods',
    image: image(7),
    description: 'Families in the southern river basin share how they are rebuilding stronger, safer homes.',
    body: [
      'When the river burst its banks last autumn, more than 800 homes were damaged in a single night. Our emergency teams arrived the next morning with tents, blankets and water filters.',
      'This film follows three families through the months that followed, from sleeping in the school hall to laying the raised floors of their new homes with local builders.',
      'Recovery takes time, and it takes all of us. Thank you to every donor who helped these families move from relief to a safer future.',
    ],
    author: 'Amara Okafor',
    authorTitle: 'CEO',
    authorImage: avatar(1),
    createdAt: '2026-04-30',
    detailImage: detailImage(7),
    commentCount: 26,
    format: 'video',
    videoUrl: video('hHbF2floods'),
    category: 'Charity',
    tags: ['Shelter', 'Donations', 'Stories'],
  },
  {
    id: 8,
    title: 'Where Your Donation Goes',
    image: image(8),
    description: 'We believe you should know exactly how your gift is spent. Here is our breakdown for last year.',
    body: [
      'For every dollar we received last year, 86 cents went directly to programmes: wells, classrooms, clinics, meals and shelters. Nine cents went to fundraising and five cents to administration.',
      'Our accounts are independently audited every year and published in full on this website. We also share project reports with every donor who gives to a specific cause.',
      'If you ever have a question about how your donation has been used, write to us. A real person on our team will answer.',
    ],
    author: 'Amara Okafor',
    authorTitle: 'CEO',
    authorImage: avatar(1),
    createdAt: '2026-05-14',
    detailImage: detailImage(8),
    commentCount: 6,
    format: 'standard',
    category: 'Charity',
    tags: ['Donations', 'Fundraising'],
  },
  {
    id: 9,
    title: 'Healthy Habits Start at School',
    image: image(9),
    description: 'Handwashing stations and hygiene lessons are cutting sick days across 18 schools.',
    body: [
      'Diarrhoea and respiratory infections are still among the main reasons children miss school. Many of them can be prevented with soap, clean water and a few simple habits.',
      'Together with the regional education board we installed handwashing stations in 18 schools and trained teachers to lead short, playful hygiene lessons.',
      'After one term, the schools recorded a clear drop in sick days. Pupils now remind their parents to wash their hands before meals.',
    ],
    author: 'Grace Whitfield',
    authorTitle: 'Manager',
    authorImage: avatar(7),
    createdAt: '2026-06-03',
    detailImage: detailImage(9),
    commentCount: 4,
    format: 'standard',
    category: 'Health',
    tags: ['Health Care', 'Children', 'Clean Water'],
  },
  {
    id: 10,
    title: 'Girls Who Stay in School Change Communities',
    image: image(10),
    description: 'Mentoring, uniforms and safe transport are helping 300 girls finish secondary school.',
    body: [
      'A girl who completes secondary school is more likely to earn a stable income, marry later and raise healthier children. Yet in many places girls leave school early.',
      'Our programme pairs each girl with a mentor, provides uniforms and books, and organises safe shared transport for those who live far away.',
      'This year, 94 percent of the girls in the programme moved up to the next grade. Several of last year\'s graduates have returned as mentors themselves.',
    ],
    author: 'Priya Nair',
    authorTitle: 'Team Leader',
    authorImage: avatar(3),
    createdAt: '2026-06-22',
    detailImage: detailImage(10),
    commentCount: 14,
    format: 'standard',
    category: 'Education',
    tags: ['Children', 'Stories'],
  },
  {
    id: 11,
    title: 'Cleaning Willow Creek Together',
    image: image(11),
    description: 'Youth volunteers removed eight tonnes of waste and replanted the creek banks in one summer.',
    body: [
      'Willow Creek was once the place where children swam and families picnicked. Over the years it filled with plastic bags, bottles and old tyres.',
      'This summer, more than 150 young volunteers spent their weekends pulling waste from the water, sorting it for recycling and replanting the banks with reeds and willows.',
      'The creek is not perfect yet, but kingfishers have returned. The youth club has already planned next year\'s clean-up.',
    ],
    author: 'Tomás Alvarez',
    authorTitle: 'Volunteer',
    authorImage: avatar(8),
    createdAt: '2026-07-15',
    detailImage: detailImage(11),
    commentCount: 7,
    format: 'standard',
    category: 'Environment',
    tags: ['Climate', 'Volunteers'],
  },
  {
    id: 12,
    title: 'Video: Meet Our Volunteers',
    image: image(12),
    description: 'Students, retirees and working parents explain why they give their time to the charity.',
    body: [
      'Our work would not be possible without more than 600 volunteers who give their time every year. They cook, teach, drive, plant, fix and listen.',
      'In this short video, five of them talk about what brought them to the charity and what keeps them coming back.',
      'Whether you have one hour a month or one day a week, there is a role for you. Sign up on our volunteer page and we will be in touch.',
    ],
    author: 'Daniel Reyes',
    authorTitle: 'Manager',
    authorImage: avatar(2),
    createdAt: '2026-08-05',
    detailImage: detailImage(12),
    commentCount: 19,
    format: 'video',
    videoUrl: video('hHbF2volunt'),
    category: 'Volunteering',
    tags: ['Volunteers', 'Stories'],
  },
  {
    id: 13,
    title: 'Planning a Fundraiser at Work',
    image: image(13),
    description: 'From bake sales to sponsored runs, a practical guide to raising money with your colleagues.',
    body: [
      'Workplace fundraisers are one of the best ways to support a cause while bringing a team together. The key is to keep it simple and fun.',
      'Pick a date, choose an activity that suits your team, set a clear goal and tell people what it will pay for. Many employers will match what their staff raise.',
      'Our supporter team can send you posters, collection boxes and ideas. Get in touch before you start and we will help you plan.',
    ],
    author: 'Samuel Brooks',
    authorTitle: 'Volunteer',
    authorImage: avatar(4),
    createdAt: '2026-09-10',
    detailImage: detailImage(13),
    commentCount: 3,
    format: 'standard',
    category: 'Community',
    tags: ['Fundraising', 'Donations'],
  },
  {
    id: 14,
    title: 'Getting Ready for Winter',
    image: image(14),
    description: 'How our shelters, kitchens and volunteers prepare for the coldest months of the year.',
    body: [
      'Every autumn our teams check heating systems at the night shelter, stock up on blankets and plan the rota for seven-day kitchen opening.',
      'We also visit older people living alone to make sure they have warm clothes, enough food and someone to call if they need help.',
      'You can help by donating a coat at our winter warmth collection or by sponsoring a week of hot meals.',
    ],
    author: 'Jonah Mensah',
    authorTitle: 'Team Leader',
    authorImage: avatar(6),
    createdAt: '2026-10-18',
    detailImage: detailImage(14),
    commentCount: 11,
    format: 'standard',
    category: 'Community',
    tags: ['Shelter', 'Food'],
  },
  {
    id: 15,
    title: 'A Year of Hope: Our Annual Review',
    image: image(15),
    description: 'Wells drilled, classrooms built, meals served. A look back at what we achieved together this year.',
    body: [
      'This year we reached more than 48,000 people across our six programmes. We drilled 14 wells, built three classrooms and served over 60,000 meals.',
      'We also responded to the southern floods, opened a new digital skills hub and planted more than 6,000 native trees with local schools.',
      'None of this would have happened without our donors, volunteers and partners. Thank you for standing with us. We cannot wait to show you what comes next.',
    ],
    author: 'Amara Okafor',
    authorTitle: 'CEO',
    authorImage: avatar(1),
    createdAt: '2026-11-15',
    detailImage: detailImage(15),
    commentCount: 23,
    format: 'standard',
    category: 'Charity',
    tags: ['Donations', 'Stories', 'Fundraising'],
  },
];

export const BLOG_PAGE_SIZE = 4;

export function getBlogPostById(id: number): BlogPost | undefined {
  return findById(blogPosts, id);
}

/** By date, the newest first; posts of one day by id, the later first. */
function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** Most recent posts first (by createdAt). */
export function getRecentPosts(limit = 3): readonly BlogPost[] {
  return [...blogPosts].sort(newestFirst).slice(0, limit);
}

export function getPostsByCategory(category: BlogCategory): readonly BlogPost[] {
  return blogPosts.filter((p) => p.category === category);
}

export type BlogFilter = { category?: BlogCategory; tag?: string };

/** Posts matching every given filter (all posts when none is given), newest first, as a blog's readers expect. */
export function filterBlogPosts({ category, tag }: BlogFilter): readonly BlogPost[] {
  return blogPosts.filter((p) => (!category || p.category === category) && (!tag || p.tags.includes(tag))).sort(newestFirst);
}
