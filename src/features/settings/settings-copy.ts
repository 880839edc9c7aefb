/** The Settings screen's own words, written once for the screen and its tests. */
export const SETTINGS_COPY = {
  profileSaved: 'Profile saved.',
  notificationsSaved: 'Notification preferences saved.',
  saveNetworkError: 'Could not reach the server. Your changes are not saved yet; please try again.',
  loadError: 'We could not load your settings.',
  modelHint:
    'The built-in writer works offline. Connect a language model (OpenAI, Anthropic, Gemini, Mistral, OpenRouter or Ollama on this computer) to write with it instead.',
  businessProfileHint:
    'What you do, what you sell, opening hours, country and time zone: every post and plan draws on them.',
  businessNameHint: 'The same name your brand setup uses: changing it here changes it there.',
  signInFirst: 'Log in to see and change your settings.',
  deleteQuestion: 'This permanently deletes your account and everything in it.',
  deletePasswordLabel: 'Your password',
  deleteWordLabel: 'Type DELETE to confirm',
  deleteNetworkError: 'Could not reach the server. Nothing was deleted; please try again.',
  downloadNetworkError: 'Could not reach the server to prepare your data. Please try again.',
  /** Plain words about which e-mails exist today. */
  notificationsToday:
    'The address check when you sign up and password reset links always arrive. Publishing and failed-payment e-mails follow the choices below; each has a link to stop it without signing in.',
  notificationsLater:
    'Reports, team and news e-mails are kept as you choose them and start with those features.',
} as const;
