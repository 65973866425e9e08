import type { UserProfile } from '@/api/generated/model';

/** A complete back-office user, for the auth tests. */
export const testUser: UserProfile = {
  id: 7,
  login: 'anna',
  name: 'Anna Lindqvist',
  email: 'anna@nordlys.example',
  phone: null,
  role: 'admin',
  company_id: null,
  company: null,
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  settings: { language: 'en', notifications: true, theme: 'system', timezone: 'Europe/Stockholm' },
};
