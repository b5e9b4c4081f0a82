// Addresses shown on public pages. The community link is a placeholder until the real group exists.
export const COMMUNITY_URL = 'https://chat.whatsapp.com/crease-community';
export const SUPPORT_EMAIL = 'support@crease.app';
export const PRIVACY_EMAIL = 'privacy@crease.app';
