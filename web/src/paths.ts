/** Every client route of the app, in one table. Links and the route table both read from here. */
export const paths = {
  home: '/',
  landing: '/landing',
  landingFeatures: '/landing#features',
  landingHowItWorks: '/landing#how-it-works',
  about: '/about',
  pricing: '/pricing',
  login: '/login',
  register: '/register',
  parentalConsent: '/parental-consent',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  welcome: '/welcome',
  privacy: '/privacy',
  privacySecurity: '/privacy#security',
  terms: '/terms',
  cookies: '/cookies',
  coppaRights: '/coppa-rights',
  dashboard: '/dashboard',
  profile: '/profile',
  schools: '/schools',
  schoolDetail: '/schools/:id',
  mySchools: '/my-schools',
  settings: '/settings',
  confirmEmailChange: '/settings/confirm-email',
  coach: '/coach',
  coachSearch: '/coach/search',
  coachBoard: '/coach/board',
  profileViews: '/profile/views',
  collegePricing: '/pricing?audience=college',
  performance: '/performance',
  athlete: '/athletes/:id',
  sharedProfile: '/p/:token',
  messages: '/messages',
  conversation: '/messages/:id',
  unsubscribe: '/unsubscribe',
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Contact address shown in the footer and legal pages. */
export const CONTACT_EMAIL = 'hello@rowrecruit.com';
