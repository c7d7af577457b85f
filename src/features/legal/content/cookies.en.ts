import { PRIVACY_EMAIL, PRIVACY_MAILTO, type LegalDocument } from './types';

/** Cookie policy (spec §2, /cookies): technical storage only, no third-party analytics. */
export const cookiesEn: LegalDocument = {
  updated: 'Last updated: 22 November 2026',
  intro: [
    {
      type: 'paragraph',
      content:
        'This policy explains what Chispa stores in your browser and why. In short: only what is technically needed for the app to work. We use no advertising cookies and no third-party analytics.',
    },
  ],
  sections: [
    {
      id: 'what',
      title: '1. What cookies and similar technologies are',
      blocks: [
        {
          type: 'paragraph',
          content:
            'A cookie is a small file that a website stores in your browser. Other ways of storing data on the device work in a similar way: local storage (localStorage), the browser’s database (IndexedDB) and the caches of a service worker, which let the app open offline. This policy treats them all alike.',
        },
      ],
    },
    {
      id: 'necessary',
      title: '2. What Chispa uses',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Everything in the table is needed to give you the service you ask for: signing in, remembering your language and using the app offline. That is why the law (article 22.2 of Spain’s Information Society Services Act) does not require your prior consent, and why we show you no cookie banner.',
        },
        {
          type: 'table',
          caption: 'Cookies and storage used by Chispa',
          head: ['Name', 'Kind', 'What it is for', 'How long'],
          rows: [
            [
              'chispaUser',
              'Local storage',
              'Keeps you signed in: your e-mail address, your member id and a short-lived access token.',
              'Until you log out.',
            ],
            [
              'chispa_refresh',
              'First-party cookie, httpOnly',
              'Renews your session without asking for your password again. The page’s code cannot read it, and it is only sent to the sign-in addresses.',
              'Until you close the browser or log out; the server stops accepting it after 14 days without use and after 30 days at most.',
            ],
            ['XSRF-TOKEN', 'First-party cookie', 'Protects your account against requests forged by other websites (CSRF).', 'Until you close the browser.'],
            ['i18nextLng', 'Local storage', 'Remembers the language you chose.', 'Until you clear the site’s data.'],
            [
              'chispa-query-cache',
              'Local storage',
              'A copy of what you have seen (projects, your votes, your DIDs, your inbox) to show it at once, offline too.',
              'Up to 7 days; deleted when you log out.',
            ],
            [
              'chispa-outbox',
              'IndexedDB',
              'Keeps the votes and entries you make offline until they can be sent, and the minimal session details the service worker needs to send them.',
              'Until they are sent; deleted when you log out.',
            ],
            [
              'chispa-member-data',
              'Service worker cache',
              'Your member data (profile, votes, DIDs, entries, subscriptions, your inbox and the projects you follow) so you can see it offline.',
              'Up to 30 days; deleted when you log out.',
            ],
            [
              'chispa-locales, chispa-public-data, chispa-images, chispa-catalogue and the app’s files',
              'Service worker caches',
              'Let Chispa open offline: the app’s files, the interface texts, public content and pictures (after your first visit, everything the app lists, in your language), and what was last stored.',
              'Up to 30 days or until the next version of the app.',
            ],
          ],
        },
      ],
    },
    {
      id: 'third-parties',
      title: '3. Third parties',
      blocks: [
        {
          type: 'list',
          items: [
            'We use no third-party analytics or advertising tools. Should we ever want to, we would ask for your consent first, and you could withdraw it whenever you like.',
            'Some pages show Vimeo videos. When a page includes a video, the player is loaded from Vimeo’s servers, which may store their own cookies under Vimeo’s privacy policy.',
            'When you pay for a subscription or a gift, you do so on the payment provider’s page, which uses its own cookies under its own policy.',
          ],
        },
      ],
    },
    {
      id: 'control',
      title: '4. How to delete or block them',
      blocks: [
        {
          type: 'paragraph',
          content:
            'When you log out, Chispa deletes your session and the member data kept on the device. You can delete everything else from your browser’s settings (site data). If you block this storage, you will not be able to sign in or use the app offline.',
        },
      ],
    },
    {
      id: 'contact',
      title: '5. Questions',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'If you have any question, write to us at ',
            { text: PRIVACY_EMAIL, href: PRIVACY_MAILTO },
            '. You can read how we handle your data in the ',
            { text: 'legal notice and privacy policy', to: '/legal' },
            '.',
          ],
        },
      ],
    },
  ],
};
