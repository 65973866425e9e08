import * as z from 'zod/mini';

/** Teams of the New Project dialog (spec section 2): Core Team, Engineering, Client Projects. */
export const PROJECT_TEAMS = ['core', 'engineering', 'clientProjects'] as const;
export type ProjectTeam = (typeof PROJECT_TEAMS)[number];

/** Environment types, in the spec's order. */
export const PROJECT_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type ProjectEnvironment = (typeof PROJECT_ENVIRONMENTS)[number];

export interface NewProject {
  name: string;
  team: ProjectTeam;
  environment: ProjectEnvironment;
}

export const NEW_PROJECT_DEFAULTS: NewProject = { name: '', team: 'core', environment: 'development' };

/** Name required (blank counts as empty); team and environment one of their options. */
export function newProjectSchema(nameRequired: string) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, nameRequired)),
    team: z.enum(PROJECT_TEAMS),
    environment: z.enum(PROJECT_ENVIRONMENTS),
  });
}

/** Whether the name has something to submit: the submit button's first condition. */
export function hasProjectName(name: string): boolean {
  return name.trim().length > 0;
}
