import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Using Crease',
    body: [
      'By creating an account or using Crease you agree to these terms. You must be at least 13 years old; if you are under 18, a parent or guardian must agree to these terms for you.',
      'Keep your sign-in details safe. You are responsible for what happens under your account, and you should tell us straight away at the address below if you think someone else has used it.',
    ],
  },
  {
    heading: 'Early access',
    body: [
      'Crease is in early access and free to use during this period. Features may change, appear or be withdrawn as we learn what athletes need. Access is granted in waves, and places on the waitlist can move as people refer friends. If we introduce paid plans, we will tell you in advance and you will never be charged without agreeing first.',
    ],
  },
  {
    heading: 'Nutrition estimates are not medical advice',
    body: [
      'Crease estimates nutrition values from your descriptions, photos and recordings, using food composition data and automated analysis. Estimates can be wrong, especially for home recipes, restaurant portions and unusual dishes. Check anything important, such as allergens.',
      'Crease does not provide medical, dietetic or clinical advice. The daily goals are general reference values, not personal targets. Speak to a doctor, registered dietitian or your team’s medical staff before changing your diet, particularly if you have a medical condition, an eating disorder or a weight-category competition.',
    ],
  },
  {
    heading: 'Your content',
    body: [
      'You own what you log: meal descriptions, photos and recordings. You give us permission to store and process it to run Crease for you, and to use anonymised or aggregated versions to improve the accuracy of the service. When you share a calorie estimate by link, anyone with the link can see that estimate and its photo.',
      'Only upload content you have the right to share, and never upload photos of other people without their permission.',
    ],
  },
  {
    heading: 'Acceptable use',
    body: [
      'Do not misuse Crease: no attempts to break into accounts or systems, to overload the service, to scrape it, to resell it, or to use it for anything unlawful. We may limit how often you can submit meals to keep the service fast for everyone.',
    ],
  },
  {
    heading: 'Suspension and closing your account',
    body: [
      'You can stop using Crease and ask us to delete your account at any time. We may suspend or close an account that breaks these terms or puts the service or other users at risk; where it is reasonable we will warn you first and let you export your data.',
    ],
  },
  {
    heading: 'Liability',
    body: [
      'We work hard to keep Crease available and accurate, but we provide it “as is” during early access, without guarantees that it will be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses or for decisions you make based on nutrition estimates. Nothing in these terms limits rights you have under consumer law that cannot be excluded.',
    ],
  },
  {
    heading: 'Changes to these terms',
    body: [
      'We may update these terms as Crease grows. We will change the date at the top of this page and, for changes that matter, tell you in the app or by email. If you keep using Crease after a change takes effect, the new terms apply.',
    ],
  },
  {
    heading: 'Governing law',
    body: [
      'These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka, have jurisdiction, without affecting any right you have to bring a claim where you live.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro="These terms are the agreement between you and Crease for using the Crease website and app. We have kept them as short and plain as we can. Please read them, along with our Privacy Policy."
      sections={SECTIONS}
    />
  );
}
