import { PRIVACY_EMAIL, PRIVACY_MAILTO, type LegalDocument } from './types';

const email = { text: PRIVACY_EMAIL, href: PRIVACY_MAILTO };

/** Legal notice, terms of use and privacy policy (one page: spec §2, /legal). */
export const legalEn: LegalDocument = {
  updated: 'Last updated: 22 November 2026',
  intro: [
    {
      type: 'paragraph',
      content:
        'This document brings together the legal notice, the terms of use and the privacy policy of Chispa. By creating an account you accept the terms and confirm that you have read how we handle your data, so please take the time to read it.',
    },
  ],
  contentsLabel: 'Contents',
  sections: [
    {
      id: 'operator',
      title: '1. Who runs Chispa',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Chispa is an online service for discovering social-impact projects, voting on them, supporting them and taking part in rewards. It is run by a company based in Barcelona (Spain), called “Chispa” or “we” in this document.',
        },
        { type: 'paragraph', content: 'Chispa’s data is stored on servers located in the European Union.' },
        { type: 'paragraph', content: ['For any question about this document or about your data, write to us at ', email, '.'] },
      ],
    },
    {
      id: 'terms',
      title: '2. Terms of use',
      blocks: [],
      subsections: [
        {
          id: 'terms-account',
          title: 'Your account',
          blocks: [
            {
              type: 'list',
              items: [
                'You must be over 14 to use Chispa.',
                'Each person may have one account only, in their own name and with true details.',
                'Your password is yours alone: do not share it. If you think someone knows it, change it from your profile.',
                ['You can stop using Chispa whenever you like and delete your account from your profile (see ', { text: 'Your rights', href: '#privacy-rights' }, ').'],
              ],
            },
          ],
        },
        {
          id: 'terms-use',
          title: 'Using Chispa',
          blocks: [
            { type: 'paragraph', content: 'We ask you to use Chispa in good faith. In particular, you may not:' },
            {
              type: 'list',
              items: [
                'create several accounts or use automated programs to vote, collect DIDs or take part in rewards;',
                'upload pictures that are not yours, that are illegal or offensive, or that show other people without their permission;',
                'try to get into other people’s accounts or data, or disrupt the service.',
              ],
            },
            {
              type: 'paragraph',
              content:
                'If someone breaks these terms, we may cancel votes, DIDs or participations obtained improperly and suspend or close their account. We will explain why first and let them give their side, unless we must act at once to protect other people or the service.',
            },
          ],
        },
        {
          id: 'terms-votes',
          title: 'Votes and DIDs',
          blocks: [
            {
              type: 'list',
              items: [
                'You can vote on each project once while its vote is open; a vote cannot be changed.',
                'DIDs are points you earn by completing challenges and can use to take part in rewards. They have no cash value: they cannot be exchanged for money or passed to someone else.',
                'If you receive DIDs through a mistake of ours or improperly, we may correct your balance.',
              ],
            },
          ],
        },
        {
          id: 'terms-content',
          title: 'Content',
          blocks: [
            {
              type: 'list',
              items: [
                'The texts, pictures and videos of projects and partners (the “igniters”) belong to their authors or to Chispa. You may view and share them from the app, but not copy them for other purposes without permission.',
                'The profile picture you upload remains yours; you allow us to store it and show it within Chispa for as long as it is on your profile.',
                'Each project is presented by its promoter. We review what we publish, but each promoter is responsible for the information about their project and for delivering what it promises.',
              ],
            },
          ],
        },
        {
          id: 'terms-law',
          title: 'Changes and governing law',
          blocks: [
            {
              type: 'list',
              items: [
                'We may improve or change the service and these terms. If a change affects you significantly, we will tell you in advance in the app or by e-mail.',
                'These terms are governed by Spanish law. If you are a consumer, you keep the rights that the law of your country of residence gives you and may go to the courts where you live.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'premium',
      title: '3. Chispa Premium and gifts',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Chispa Premium is a paid subscription that renews every month. Payment takes place on the secure page of an external payment provider: Chispa never sees or stores your card details, it only receives the payment’s confirmation and a reference.',
        },
        {
          type: 'paragraph',
          content:
            'With Premium you keep Chispa going: the app stays free and ad-free for the whole neighbourhood. It gives no extra votes or DIDs. You will see the price before you pay. The subscription renews by itself until you cancel it. You can cancel it from your profile at any time: from then on you no longer have Premium and no further renewal is charged. If you cancel it at the payment provider for the end of the period, you keep Premium until that day. If a renewal cannot be charged, you no longer have Premium once the paid period ends, until it is paid.',
        },
        {
          type: 'paragraph',
          content:
            'Gifts (“La que toca”): you can give Chispa Premium to someone else with a one-off payment. You enter their e-mail address and, once the payment is made: if they already have a Chispa account with that address, the gift is applied to it at once and we tell them by e-mail; if not, we send them a link to create their account with Premium included (it works once). A gift gives a year of Premium from when it is applied or redeemed, and does not renew. We use that address only to deliver the gift: enter only the address of someone you know will want to receive it.',
        },
        {
          type: 'paragraph',
          content: [
            'If you have a problem with a payment, write to us at ',
            email,
            ' and we will look into it. You also keep every right that consumer law gives you for online purchases.',
          ],
        },
      ],
    },
    {
      id: 'rewards',
      title: '4. Rewards and prize draws',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Some projects have a reward: a prize draw or a prize linked to the project. These are the general rules; each reward also has its own terms, which you can read from its page and which prevail wherever they say something different.',
        },
        {
          type: 'list',
          items: [
            'Taking part is free: DIDs are earned by completing challenges, without paying anything.',
            'Depending on the reward, you take part by using DIDs (each entry costs the DIDs the reward states, and you can ask for 1 to 5 at a time) or by filling in a sign-up form.',
            'You can only take part within the reward’s dates and while the project is active. For rewards paid with DIDs, you must also have voted on the project.',
            'The DIDs you use are taken from your balance when you take part.',
            'Winners are chosen as each reward’s terms say. If you win, we will write to your account’s e-mail address; if you do not answer within the time the terms set, the prize may go to someone else.',
            'If you are under 18, we may ask your parent or guardian to authorise the delivery of the prize.',
            'Entries obtained by cheating (several accounts, automated programs or other abuse) are excluded.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: '5. Privacy policy',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Here we explain which personal data Chispa processes, what for, and what rights you have. We apply the General Data Protection Regulation (GDPR) and Spain’s Organic Law 3/2018 on Personal Data Protection.',
        },
      ],
      subsections: [
        {
          id: 'privacy-controller',
          title: 'Controller',
          blocks: [
            {
              type: 'paragraph',
              content: ['The data controller is the company that runs Chispa, based in Barcelona (Spain). For data protection matters, write to ', email, '.'],
            },
          ],
        },
        {
          id: 'privacy-data',
          title: 'What data we keep',
          blocks: [
            {
              type: 'list',
              items: [
                'Account: first name, last name, e-mail address and password (stored as an irreversible hash, never as typed), your referral code and, if someone invited you, who it was, and the date you accepted the terms and the privacy policy.',
                'Profile, if you choose to fill it in: city, country, gender, date of birth and profile picture.',
                'Activity: the votes you cast, your DIDs history (what you earn and spend), the projects and news you share, and your entries in rewards, with the details of sign-up forms (for example city, phone and the option chosen).',
                'Files you upload: your profile picture.',
                'Subscriptions and gifts: the kind of purchase, its state and dates, the payment reference and, for gifts, the e-mail address of the person receiving it. Payment details (card, account) are handled by the payment provider, not by Chispa.',
                'Technical data: what is needed to keep your session open and secure and to protect the service (for example, server access logs).',
                'Verification, if you verify: how (census or invitation code) and when, and your declaration of being 14 or older. We do not keep your document number or birth date: of the organiser’s census we keep only an encrypted fingerprint of each line, and mark the one you used.',
              ],
            },
          ],
        },
        {
          id: 'privacy-purposes',
          title: 'Why we use it and on what legal basis',
          blocks: [
            {
              type: 'table',
              caption: 'Purposes and legal bases of the processing',
              head: ['Purpose', 'Legal basis (GDPR)'],
              rows: [
                [
                  'Creating and running your account, recording your votes, DIDs and entries, and sending you the service’s e-mails (activating the account, changing the password).',
                  'Performance of the contract you accept when you sign up (Art. 6(1)(b)).',
                ],
                ['Running Chispa Premium and gifts, and charging for them through the payment provider.', 'Performance of the contract (Art. 6(1)(b)).'],
                ['Sending a gift’s invitation to the person receiving it.', 'Legitimate interest of the giver and the recipient (Art. 6(1)(f)).'],
                ['Running prize draws, checking that their terms are met and contacting the winners.', 'Performance of the terms of the reward you enter (Art. 6(1)(b)).'],
                [
                  'Preventing fraud and abuse (duplicate accounts, automated votes) and keeping the service secure.',
                  'Legitimate interest in protecting the service and its members (Art. 6(1)(f)).',
                ],
                [
                  'Checking, when a vote or a draw asks for it, that you are a resident (census) or received an invitation, so that each person counts once.',
                  'A task in the public interest, or the organiser’s legitimate interest in a result that counts each resident once (art. 6.1.e or 6.1.f).',
                ],
                ['Keeping invoices and meeting other legal obligations.', 'Legal obligation (Art. 6(1)(c)).'],
              ],
            },
            {
              type: 'paragraph',
              content:
                'We do not use your data for advertising or to build commercial profiles, we will not send you marketing without your consent, and we do not sell your data.',
            },
          ],
        },
        {
          id: 'privacy-retention',
          title: 'How long we keep it',
          blocks: [
            {
              type: 'list',
              items: [
                'Account data and your activity, while the account is open. If you delete it, we erase or anonymise them within 30 days, except what the law requires us to keep.',
                'Purchase and billing data, for the periods the law requires (for example, six years for accounting records).',
                'Data about an entry in a reward, while the draw lasts and afterwards for as long as needed to deliver the prize and handle any claims.',
                'The e-mail address of a gift’s recipient, until they use the link; afterwards it stays only in the purchase record.',
                'Technical security logs, for a limited time and for that purpose only.',
                'The encrypted fingerprint of the census line or code you verified with stays marked as used for that census’s campaign, even if you delete your account, so that nobody can verify two accounts with the same details; it does not identify you. Your verification is deleted with your account.',
                [
                  'What is stored on your own device (your session, the copy that lets the app work offline) is deleted when you log out; the ',
                  { text: 'cookie policy', to: '/cookies' },
                  ' explains it.',
                ],
              ],
            },
          ],
        },
        {
          id: 'privacy-recipients',
          title: 'Where your data is and who else handles it',
          blocks: [
            {
              type: 'list',
              items: [
                'We store the data on servers located in the European Union.',
                'Providers that process data on our behalf and under contract help us, such as server hosting and e-mail delivery. They only access what they need to provide that service.',
                'The payment provider processes your payment details as an independent controller, under its own privacy policy. If it transfers data outside the European Economic Area, it must do so with the safeguards the GDPR requires.',
                'If you win a prize delivered by a partner, we will pass on only the details needed for the delivery, as the reward’s terms state.',
                'We share data with no one else, unless the law requires it (for example, a court order).',
              ],
            },
          ],
        },
        {
          id: 'privacy-minors',
          title: 'Minors',
          blocks: [
            {
              type: 'paragraph',
              content:
                'Chispa is for people over 14, the age from which Spanish law lets people consent to the processing of their own data. If we learn that an account belongs to someone under 14, we will close it and delete their data.',
            },
          ],
        },
        {
          id: 'privacy-rights',
          title: 'Your rights',
          blocks: [
            { type: 'paragraph', content: 'You can exercise these rights at any time:' },
            {
              type: 'list',
              items: [
                'Access: find out which of your data we process and get a copy. On your profile, “Download my data” gives you at once a file with everything we keep about you: your profile and your consents with their dates, your votes, your draw entries with their tickets, your sign-ups with their answers, your DIDs history, your notifications, your subscriptions and gifts. It holds nothing about other people: the address of someone you gave a gift to is masked.',
                'Rectification: correct inaccurate data. You can change much of it yourself from your profile.',
                'Erasure: delete your account and your data. On your profile, “Delete my account” (we ask for your password again) does it at once: it signs you out on all your devices, cancels Chispa Premium if you have it, and erases your profile, your picture, your contact details in sign-ups, your notifications and whatever that device still had waiting to be sent. What stays, with nothing that identifies you: your votes (they still count in the results) and the tickets of draws already held (their pseudonym no longer leads to anyone); payment records, without your account, for as long as the law requires; and, if you won a prize not yet delivered, the draw’s contact details only until it is delivered. Your address is free to sign up again.',
                'Portability: receive the data you gave us in a structured, commonly used format (the file from “Download my data” is JSON), or have us send it to another controller.',
                'Objection: object to processing based on our legitimate interest.',
                'Restriction: ask us to stop using your data while a complaint is being resolved.',
              ],
            },
            {
              type: 'paragraph',
              content: [
                'To exercise them, write to ',
                email,
                ' from your account’s e-mail address (or tell us which it is) and say which right you want to exercise. We will answer within one month at most. If we have reasonable doubts about your identity, we may ask you to confirm it.',
              ],
            },
            {
              type: 'paragraph',
              content: [
                'If you believe we have not handled your data properly, you can complain to the Spanish Data Protection Agency (',
                { text: 'www.aepd.es', href: 'https://www.aepd.es' },
                ').',
              ],
            },
          ],
        },
        {
          id: 'privacy-security',
          title: 'Security',
          blocks: [
            {
              type: 'paragraph',
              content:
                'Connections to Chispa are encrypted (HTTPS), passwords are stored as an irreversible hash and the session is renewed with a cookie that the page’s code cannot read. Only staff who need it for their work can access the data.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: '6. Cookies',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Chispa only uses the technical storage it needs to work, with no third-party analytics or advertising. The ',
            { text: 'cookie policy', to: '/cookies' },
            ' explains it.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: '7. Changes to this document',
      blocks: [
        {
          type: 'paragraph',
          content: 'If we change this document, we will update the date at the top. If the change is significant, we will tell you beforehand in the app or by e-mail.',
        },
      ],
    },
  ],
};
