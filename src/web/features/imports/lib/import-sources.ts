/** Where each app keeps its export, for the Import section's guide (issue #16). */
export type ImportSource = { app: string; where: string };

export const IMPORT_SOURCES: readonly ImportSource[] = [
  {
    app: 'Pocket',
    where:
      'The export page in Pocket’s settings gave a zip of CSV files (or, before 2025, one HTML file). Upload either as it is.',
  },
  { app: 'Instapaper', where: 'Settings → Export → Download .CSV file.' },
  {
    app: 'Omnivore',
    where: 'Settings → Export data: a zip with your saved content, used as it is.',
  },
  { app: 'Wallabag', where: 'Export → JSON, from the list of your unread or all articles.' },
  { app: 'Readwise Reader', where: 'Settings → Export → Export to CSV.' },
  { app: 'Raindrop.io', where: 'Settings → Backups, or Export → CSV.' },
  {
    app: 'Browsers, Karakeep, Linkwarden, Pinboard',
    where: 'Their bookmarks export, an HTML file. Folders become tags.',
  },
  { app: 'Canyon', where: 'On the other Canyon server: Settings → Export Data → Export JSON.' },
];

/** The file types the picker offers first; the server recognises the format from the contents. */
export const IMPORT_FILE_TYPES =
  '.csv,.zip,.html,.htm,.json,text/csv,text/html,application/json,application/zip';
