/**
 * Call 4 — `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/{id}`
 * `menu_contents` objects by menu id: section name -> rich-text HTML as an editor typed it.
 * Menus missing here (Profile 4, Gallery 5, Document 6, unknown ids) answer 204 with an empty body.
 */
export type RawMenuContents = Record<string, string>;

/** The foundation's companies / social enterprises, in the order the editor entered them. */
export const SAMPLE_COMPANY_NAMES = [
  'Harbor Fresh Foods',
  'Lighthouse Learning Centre',
  'Safe Harbor Homes',
  'Anchor Craft Workshop',
] as const;

const home: RawMenuContents = {
  Title: '<h2>Hope Harbor Foundation</h2><p>Food, shelter and learning for families in Bristol since 2009.</p>',
  About:
    '<h2>Who we are</h2>' +
    '<p>Hope Harbor Foundation began in a church hall on Quay Street with one soup pot and twelve volunteers. ' +
    'Sixteen years later we run a community kitchen, a supported-housing programme and a learning centre, ' +
    'and we reinvest the income of four social enterprises into the people who need us most.</p>' +
    '<p>Last year <strong>4,800 people</strong> ate a hot meal with us, <strong>312 families</strong> moved from ' +
    'emergency accommodation into a home of their own, and <strong>1,200 children</strong> joined free after-school tutoring.</p>' +
    '<p><a href="/about/2">Read our story</a></p>',
  'Our Services':
    '<h2>What we do</h2>' +
    '<ul>' +
    '<li><strong>Community kitchen</strong> &ndash; hot lunches six days a week, no questions asked.</li>' +
    '<li><strong>Emergency shelter</strong> &ndash; 40 beds and a caseworker for every guest.</li>' +
    '<li><strong>Learning support</strong> &ndash; homework clubs, adult literacy and digital skills.</li>' +
    '<li><strong>Work placements</strong> &ndash; paid training in our social enterprises.</li>' +
    '<li><strong>Family advice</strong> &ndash; benefits, debt and tenancy help from trained advisers.</li>' +
    '</ul>',
  Partner:
    '<h2>Our partners</h2><p>Local businesses, trusts and councils that fund and volunteer with us every week.</p>',
  'Featured Work': '<h2>Featured work</h2><p>A look at the projects our supporters made possible this year.</p>',
  Companies:
    "<h2>Our companies</h2><p>Four social enterprises that train, employ and fund: every pound of profit goes back into the Foundation's programmes.</p>",
  'Harbor Fresh Foods':
    '<h3>Harbor Fresh Foods</h3>' +
    '<p>Harbor Fresh Foods is our social supermarket and catering kitchen on Wapping Road. Members on low incomes ' +
    'pay a small weekly fee and choose fresh fruit, vegetables and store-cupboard staples at a fraction of the shop price. ' +
    'Surplus stock rescued from local growers and wholesalers keeps the shelves full and keeps <strong>38 tonnes</strong> of good food out of landfill each year.</p>' +
    '<p>The catering arm cooks for weddings, offices and community events, and every shift is worked alongside ' +
    'trainees who are building a career in food. <a href="https://www.hopeharborfoundation.org/contact">Ask us about catering</a>.</p>',
  'Lighthouse Learning Centre':
    '<h3>Lighthouse Learning Centre</h3>' +
    '<p>The Lighthouse Learning Centre offers free homework clubs for children aged seven to sixteen, evening ' +
    'English and maths courses for adults, and a digital skills lab with donated laptops that families can borrow.</p>' +
    '<p>Paid private tutoring and holiday courses for schools across the city fund the free places: last year ' +
    '<strong>1,200 pupils</strong> attended at no cost, and 86% of our GCSE learners improved by at least one grade. ' +
    'Volunteer tutors are always welcome.</p>',
  'Safe Harbor Homes':
    '<h3>Safe Harbor Homes</h3>' +
    '<p>Safe Harbor Homes is a not-for-profit lettings agency. We lease flats from private landlords at a fair, ' +
    'guaranteed rent and let them to families leaving our emergency shelter, with a support worker for the first year.</p>' +
    '<p>Landlords get a reliable tenant and a well-kept property; families get a secure tenancy and somewhere to call home. ' +
    'Since 2018 we have housed <strong>312 families</strong>, and nine in ten are still in their tenancy after two years.</p>',
  'Anchor Craft Workshop':
    '<h3>Anchor Craft Workshop</h3>' +
    '<p>In a former boatyard shed, the Anchor Craft Workshop restores donated furniture, bicycles and household goods ' +
    'and sells them in our shop and online. Each restorer is a trainee on a paid twelve-month placement, learning joinery, ' +
    'upholstery and retail skills alongside experienced craftspeople.</p>' +
    "<p>Sales cover the workshop's running costs and furnish the first homes of families moving on from our shelter. " +
    'Donate a chair, buy a table, or <a href="mailto:workshop@hopeharborfoundation.org">book a collection</a>.</p>',
};

const about: RawMenuContents = {
  Title: '<h2>About Hope Harbor</h2><p>A charity of neighbours helping neighbours.</p>',
  About:
    '<h2>Our story</h2>' +
    '<p>In the winter of 2009 a group of parishioners opened the doors of St Nicholas hall on Quay Street to anyone who was cold ' +
    'or hungry. Word spread, the queue grew, and Hope Harbor Foundation was registered as a charity the following spring.</p>' +
    '<p>Today we are a team of <strong>46 staff</strong> and more than <strong>600 volunteers</strong>. We are governed by a board of ' +
    'nine trustees, audited every year, and we publish our accounts in full. Eighty-seven pence of every pound donated is spent ' +
    'directly on our programmes.</p>' +
    '<h3>How we work</h3>' +
    '<ul><li>We listen first and ask what people need.</li><li>We measure what changes, not only what we deliver.</li>' +
    '<li>We build income of our own so that good work does not stop when a grant ends.</li></ul>',
  'Our Services':
    '<h2>Our services</h2>' +
    '<ul>' +
    '<li><strong>Community kitchen</strong>: 90,000 meals a year.</li>' +
    '<li><strong>Emergency shelter</strong>: 40 beds, open every night of the year.</li>' +
    '<li><strong>Learning support</strong>: tutoring, literacy and digital skills.</li>' +
    '<li><strong>Employment</strong>: paid placements in our four social enterprises.</li>' +
    '</ul>',
};

const service: RawMenuContents = {
  Title: '<h2>Our services</h2><p>Practical help, delivered with dignity.</p>',
  'Our Services':
    '<h2>How we can help</h2>' +
    '<h3>Community kitchen</h3><p>Hot, nutritious lunches from Monday to Saturday at Harbourside House. ' +
    'Vegetarian and halal options every day; no referral needed.</p>' +
    '<h3>Emergency shelter</h3><p>Forty beds for single adults and six family rooms, each guest paired with a caseworker ' +
    'who helps with identity documents, benefits and a move-on plan.</p>' +
    '<h3>Learning support</h3><p>Homework clubs for children, evening classes for adults and a digital lab where families ' +
    'can borrow a laptop for the school year.</p>' +
    '<h3>Advice and advocacy</h3><p>Free, confidential advice on benefits, debt and tenancy rights, by appointment or at our ' +
    'Tuesday drop-in. Call <a href="tel:+441174960123">0117 496 0123</a>.</p>',
};

const mission: RawMenuContents = {
  Mission:
    '<h2>Our mission</h2>' +
    '<p>To make sure that no one in our city goes hungry, sleeps outside or is left behind at school, by meeting urgent needs ' +
    'today and building the skills, homes and work that keep people safe tomorrow.</p>' +
    '<ul><li>Meet urgent needs within 24 hours.</li><li>Stay alongside people until they are settled.</li>' +
    '<li>Fund our work sustainably through enterprise.</li></ul>',
  Vision:
    '<h2>Our vision</h2>' +
    '<p>A Bristol where every family has a secure home, enough good food and the chance to learn and earn, and where ' +
    'neighbours look out for one another.</p>' +
    '<p>By <strong>2030</strong> we want to halve the number of families in emergency accommodation in the city centre.</p>',
};

const message: RawMenuContents = {
  'Managing Director':
    '<h2>Message from the Managing Director</h2>' +
    '<p>This year our social enterprises earned more than ever before, and every pound of that surplus went straight back ' +
    'into the kitchen, the shelter and the learning centre. I am proud of the 58 trainees who completed a paid placement with us, ' +
    'and prouder still that 41 of them are now in permanent jobs.</p>' +
    '<p><strong>Amina Rahman</strong>, Managing Director</p>',
  Chairman:
    '<h2>Message from the Chairman</h2>' +
    "<p>When I joined the board, Hope Harbor was a lunch club in a church hall. It is now one of the city's most trusted charities, " +
    'and that trust is our most precious asset. The trustees remain committed to openness: our accounts, our outcomes and our ' +
    'mistakes are published for anyone to read.</p>' +
    '<p><strong>David Okafor</strong>, Chairman of the Board of Trustees</p>',
  'Executive Director':
    '<h2>Message from the Executive Director</h2>' +
    '<p>Behind every number in our annual report is a person: the grandmother who now cooks in our kitchen, the teenager who ' +
    'passed maths at the third attempt, the family who spent Christmas in their own flat. Thank you to every volunteer, donor ' +
    'and partner who made those stories possible.</p>' +
    '<p><strong>Sarah Lindqvist</strong>, Executive Director</p>',
};

const clients: RawMenuContents = {
  Clients:
    '<h2>Who we work with</h2>' +
    '<p>Our social enterprises serve customers across the South West, and our programmes are commissioned by public bodies.</p>' +
    '<ul>' +
    '<li><strong>Bristol City Council</strong> &ndash; emergency accommodation and move-on support.</li>' +
    '<li><strong>Avon Primary Schools Partnership</strong> &ndash; tutoring for 34 schools.</li>' +
    '<li><strong>Harbourside Business Improvement District</strong> &ndash; event catering.</li>' +
    '<li><strong>West Country Housing Association</strong> &ndash; tenancy sustainment.</li>' +
    '<li><strong>NHS Bristol, North Somerset and South Gloucestershire</strong> &ndash; hospital discharge meals.</li>' +
    '</ul>',
};

const performance: RawMenuContents = {
  Performance:
    '<h2>Our performance in 2024</h2>' +
    '<ul>' +
    '<li><strong>91,400</strong> hot meals served (up 12% on 2023).</li>' +
    '<li><strong>612</strong> guests sheltered; average stay 23 nights.</li>' +
    '<li><strong>312</strong> families housed through Safe Harbor Homes since 2018.</li>' +
    '<li><strong>1,200</strong> pupils tutored free of charge.</li>' +
    '<li><strong>&pound;1.9m</strong> earned by our social enterprises; <strong>&pound;410,000</strong> surplus reinvested.</li>' +
    '</ul>' +
    '<p>Figures are drawn from our audited accounts and an independent impact review published with our annual report.</p>',
};

const contact: RawMenuContents = {
  Address:
    '<h3>Visit us</h3><p>Harbourside House<br>14 Quay Street<br>Bristol BS1 4RN</p><p>Open Monday to Saturday, 9am to 5pm.</p>',
  'Email Us':
    '<h3>Email us</h3><p><a href="mailto:hello@hopeharborfoundation.org">hello@hopeharborfoundation.org</a></p>' +
    '<p><a href="mailto:donations@hopeharborfoundation.org">donations@hopeharborfoundation.org</a></p>',
  'Call Now':
    '<h3>Call now</h3><p><a href="tel:+441174960123">+44 117 496 0123</a></p><p>Shelter line, 24 hours: <a href="tel:+441174960456">+44 117 496 0456</a></p>',
  Map:
    '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-2.6050%2C51.4470%2C-2.5910%2C51.4530&amp;layer=mapnik&amp;marker=51.4500%2C-2.5980" ' +
    'width="600" height="450" style="border:0" loading="lazy" title="Hope Harbor Foundation on the map"></iframe>',
};

const annualReport: RawMenuContents = {
  Highlights:
    '<h2>2024 at a glance</h2>' +
    '<p>It was our busiest year yet. Demand at the community kitchen rose by 12%, we opened six family rooms at the shelter, ' +
    'and the Lighthouse Learning Centre moved into its new home on Wapping Wharf.</p>' +
    '<ul><li>91,400 meals</li><li>612 guests sheltered</li><li>1,200 pupils tutored</li><li>58 paid trainees</li></ul>',
  'Financial Summary':
    '<h2>Where the money came from and where it went</h2>' +
    '<p>Total income was <strong>&pound;4.6m</strong>: 41% from social enterprise sales, 33% from donations and legacies, ' +
    '19% from public contracts and 7% from trusts and foundations.</p>' +
    '<p>Of every pound spent, <strong>87p</strong> went to programmes, 9p to raising funds and 4p to governance.</p>',
  'Looking Ahead':
    '<h2>Looking ahead to 2025</h2>' +
    '<p>We will open a second kitchen in Lawrence Hill, double the number of laptops in the lending library and pilot a ' +
    'rent-deposit fund with three local housing associations.</p>',
};

export const menuContentsById: Record<number, RawMenuContents> = {
  1: home,
  2: about,
  3: service,
  7: contact,
  8: mission,
  9: message,
  10: clients,
  11: performance,
  14: annualReport,
};
