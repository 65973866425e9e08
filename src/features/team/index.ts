/** The Team page (/team): members, invitations, invite, roles and removal. */
export { TeamPage, type TeamPageProps } from './team-page';
export { parseTeamSearch, type TeamSearch } from './team-search';
