// Where the built-in people's photos are: the team's (also the authors of posts and causes) and the
// people quoted in testimonials and comments.

/** A team member's photo, by member id. */
export const teamPhoto = (memberId: number): string => `/images/team/member-${memberId}.webp`;

/** A quoted person's photo (testimonials, comments), by their number. */
export const personPhoto = (personId: number): string => `/images/testimonials/person-${personId}.webp`;
