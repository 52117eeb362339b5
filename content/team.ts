import { findById, type TeamMember } from './schemas';

export type { TeamMember } from './schemas';

const img = (id: number) => `/images/team/member-${id}.webp`;

export const teamMembers: readonly TeamMember[] = [
  { id: 1, name: 'Amara Okafor', title: 'CEO', image: img(1) },
  { id: 2, name: 'Daniel Reyes', title: 'Manager', image: img(2) },
  { id: 3, name: 'Priya Nair', title: 'Team Leader', image: img(3) },
  { id: 4, name: 'Samuel Brooks', title: 'Volunteer', image: img(4) },
  { id: 5, name: 'Lena Fischer', title: 'Volunteer', image: img(5) },
  { id: 6, name: 'Jonah Mensah', title: 'Team Leader', image: img(6) },
  { id: 7, name: 'Grace Whitfield', title: 'Manager', image: img(7) },
  { id: 8, name: 'Tomás Alvarez', title: 'Volunteer', image: img(8) },
];

export function getTeamMemberById(id: number | string): TeamMember | undefined {
  return findById(teamMembers, id);
}

export function getTeamMemberByName(name: string): TeamMember | undefined {
  return teamMembers.find((m) => m.name === name);
}
