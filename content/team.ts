// The built-in team members and the profile their pages show (the content service has none).
import { findById } from './lookup';
import type { TeamMember } from './schemas';
import { teamPhoto } from './people-photos';

export type { TeamMember } from './schemas';

export const teamMembers: readonly TeamMember[] = [
  { id: 1, name: 'Amara Okafor', title: 'CEO', image: teamPhoto(1) },
  { id: 2, name: 'Daniel Reyes', title: 'Manager', image: teamPhoto(2) },
  { id: 3, name: 'Priya Nair', title: 'Team Leader', image: teamPhoto(3) },
  { id: 4, name: 'Samuel Brooks', title: 'Volunteer', image: teamPhoto(4) },
  { id: 5, name: 'Lena Fischer', title: 'Volunteer', image: teamPhoto(5) },
  { id: 6, name: 'Jonah Mensah', title: 'Team Leader', image: teamPhoto(6) },
  { id: 7, name: 'Grace Whitfield', title: 'Manager', image: teamPhoto(7) },
  { id: 8, name: 'Tomás Alvarez', title: 'Volunteer', image: teamPhoto(8) },
];

export function getTeamMemberById(id: number): TeamMember | undefined {
  return findById(teamMembers, id);
}

/** Sample details shown on every team member's page (the product fixes them; they are not per person). */
export const teamMemberProfile = {
  experienceYears: 12,
  address: '24 Quay Street, Harbour City, HC1 4AB',
  phone: '+1 (555) 014-2290',
  email: 'team@example.org',
  fax: '+1 (555) 014-2291',
  education:
    'A degree in social development and a postgraduate certificate in project management, followed by field training in community health and safeguarding.',
  language: 'English, French and Swahili, with working knowledge of Spanish.',
  /** Fixed figures shown as progress circles; `percent` draws the ring, `value` is the text shown. */
  achievements: [
    { label: 'Projects delivered', value: '80%', percent: 80 },
    { label: 'Donor satisfaction', value: '90%', percent: 90 },
    { label: 'Volunteer retention', value: '95%', percent: 95 },
    { label: 'People reached', value: '2500+', percent: 100 },
  ],
} as const;

/** Members shown in the team slider (the product shows 6). */
export const TEAM_SLIDER_SIZE = 6;
