export const MAIN_NAV = [
  { to: '/', labelId: 'menu.home' },
  { to: '/projects', labelId: 'menu.projects' },
  { to: '/igniters', labelId: 'menu.partners' },
  { to: '/challenges', labelId: 'menu.challenges' },
] as const;

export const ACCOUNT_NAV = [
  { to: '/profile', labelId: 'menu.profile' },
  { to: '/sendGift', labelId: 'menu.sendGift' },
  { to: '/logout', labelId: 'menu.logout' },
] as const;

export const FOOTER_NAV = [
  { to: '/legal', labelId: 'footer.legal' },
  { to: '/legal', hash: 'privacy', labelId: 'footer.privacy' },
  { to: '/cookies', labelId: 'footer.cookies' },
  { to: '/accessibility', labelId: 'footer.accessibility' },
] as const;
