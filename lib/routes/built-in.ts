// The built-in item behind each detail family's id: one lookup serves the proxy (is the address
// real?) and the page (what does it show?), so the two can never disagree.
import { getBlogPostById } from '@/content/blog';
import { getCauseById } from '@/content/causes';
import { getEventById } from '@/content/events';
import { getProjectById } from '@/content/projects';
import { getServiceById } from '@/content/services';
import { getTeamMemberById } from '@/content/team';

export const builtInItems = {
  cause: getCauseById,
  event: getEventById,
  project: getProjectById,
  teamMember: getTeamMemberById,
  serviceDetail: getServiceById,
  blogPost: getBlogPostById,
  blogPostLeftSidebar: getBlogPostById,
  blogPostFullWidth: getBlogPostById,
} as const;

export type BuiltInFamily = keyof typeof builtInItems;
