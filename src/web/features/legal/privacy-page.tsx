import { PRIVACY_EMAIL } from '../../lib/links';
import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    body: [
      'Account information: the email address and the account identifier you sign in with, and the date your account was created.',
      'What you log: the meal descriptions you type or speak, photos you attach, the nutrition values Crease works out from them, the dates and times of your meals, and the edits you make.',
      'Athlete profile, if you fill it in: your body weight over time, height, sex, sport and role, goal, time zone and units, your training days and sweat tests, and the water you log. We use them to set your daily targets.',
      'Preferences: which daily metrics you choose to show, and settings your device stores locally, such as the day you last selected or whether you hid the install tips.',
      'Waitlist details: if you join the waitlist, your email address, who referred you and how many people joined through your link.',
      'Technical data: basic request logs (time, address, browser type, error messages) that we keep to run the service securely and fix faults.',
    ],
  },
  {
    heading: 'How we use it',
    body: [
      'To provide the service: turning your descriptions, photos and recordings into meals with nutrition values, showing your daily summary against your goals, and keeping your history.',
      'To improve accuracy: we may review anonymised or aggregated meal descriptions to improve how Crease recognises dishes, portions and regional names. We never sell your data or use it for advertising.',
      'To talk to you: service messages about your account, your place on the waitlist, and, only if you agree, occasional product news. Every optional email has an unsubscribe link.',
    ],
  },
  {
    heading: 'Voice recordings and photos',
    body: [
      'A voice recording is used only to produce a transcript of what you said, which is placed in your meal box for you to check. Recordings are not kept after transcription.',
      'Photos you attach are stored so that you can see them with your meal. They are deleted when you delete the log entry they belong to, or when you delete your account.',
    ],
  },
  {
    heading: 'Links you share',
    body: [
      'When you share a calorie estimate, anyone with its link can see that meal, its nutrition values and its photo without signing in.',
      'When you create a coach report link, anyone with it can see your last 7 days without signing in: the daily summary, the goals you met and the meals you logged. It never shows your email address or your photos.',
      'Your Profile lists every link you have shared or created. Revoke one there at any time and it shows nothing from then on; deleting your account revokes them all.',
    ],
  },
  {
    heading: 'Service providers',
    body: [
      'We use carefully chosen providers for hosting, storage and, where enabled, AI analysis and transcription. They process data only on our instructions and only to deliver Crease. Where data leaves your country, we rely on contractual safeguards that protect it to the standard this policy describes.',
    ],
  },
  {
    heading: 'How long we keep it',
    body: [
      'Your meals and photos are kept while your account is open so that your history and trends stay complete. Server logs are kept for up to 30 days. When you delete your account, we delete your personal data within 30 days, except where the law requires us to keep a record.',
    ],
  },
  {
    heading: 'Your choices and rights',
    body: [
      'You can view, correct and delete any meal in the app at any time, and download your meals or all your account data from your Profile. You may also ask us for a copy of your data, ask us to correct or erase it, object to a use of it, or close your account, by writing to the address below. Depending on where you live (for example under India’s Digital Personal Data Protection Act, 2023 or the EU and UK GDPR), you may also complain to your data protection authority.',
    ],
  },
  {
    heading: 'Security',
    body: [
      'Data travels over encrypted connections, sessions are protected with secure cookies, and access to production systems is limited to the people who need it. No system is perfectly secure; if a breach affects your data we will tell you promptly.',
    ],
  },
  {
    heading: 'Children',
    body: [
      'Crease is meant for people aged 13 and over. Young athletes under 18 should use it with a parent, guardian or coach. We do not knowingly collect data from children under 13; if you think we have, contact us and we will delete it.',
    ],
  },
  {
    heading: 'Not medical advice',
    body: [
      'Nutrition values in Crease are estimates. They are useful for tracking, but they are not a diagnosis or a prescription. Talk to a doctor or a registered dietitian about allergies, medical conditions or weight targets.',
    ],
  },
  {
    heading: 'Changes to this policy',
    body: [
      'If we change how we handle your data, we will update this page and its date, and for significant changes tell you in the app or by email before they take effect.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      contactEmail={PRIVACY_EMAIL}
      intro="Crease helps cricketers and other athletes track what they eat. This policy explains what information we collect when you use the Crease website and app, why we collect it, and the choices you have. We collect only what we need to run the service, and we never sell your data."
      sections={SECTIONS}
    />
  );
}
