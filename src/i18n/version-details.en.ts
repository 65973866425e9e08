/** The version label's tooltip (src/ui/version): loaded with the tooltip, on its first showing. */
export const versionDetailsEn = {
  environment: 'Environment: {{environment}}',
  environments: { production: 'Production', staging: 'Staging', development: 'Local development' },
  built: 'Built {{time}}',
  buildType: 'Build: {{type}}',
  buildTypes: { rc: 'Release candidate', pr: 'Pull request' },
} as const;
