import type { Section } from './article';

/** One provider's review for a year: its rating, the reason for it in a sentence, and the four tests. */
export interface ProviderReview {
  rating: 'Strong' | 'Good' | 'Satisfactory';
  reason: string;
  strength: string;
  service: string;
  charges: string;
  technology: string;
}

/** A year's report: its standfirst, what changed on the panel, and each provider's review in panel order. */
export interface DueDiligenceYear {
  financialYear: string;
  summary: string;
  changes: string[];
  reviews: ProviderReview[];
}

/** The provider's review as the report's sections, under the four tests the firm applies. */
export const reviewSections = (review: ProviderReview): Section[] => [
  { heading: 'Financial strength', paragraphs: [review.strength] },
  { heading: 'Service', paragraphs: [review.service] },
  { heading: 'Charges', paragraphs: [review.charges] },
  { heading: 'Technology', paragraphs: [review.technology] },
];

const METHOD: Section = {
  heading: 'How we review',
  paragraphs: [
    'Each year we review every provider we recommend against four tests: financial strength, service, charges and technology. We use the providers’ published accounts and solvency reports, the service times our own administrators record for every transfer, withdrawal and switch, and a charges comparison for a £100,000 and a £500,000 client.',
  ],
};

/** The year's overview report: the method, then what changed and why. */
export const overviewSections = (year: DueDiligenceYear): Section[] => [
  METHOD,
  { heading: `What changed in ${year.financialYear}`, paragraphs: [], list: year.changes },
];

/** The panel in the order of PROVIDERS: Northgate, Albion, Kestrel, Thistle, Beacon, Evergreen. */
export const DUE_DILIGENCE_YEARS: DueDiligenceYear[] = [
  {
    financialYear: '2025/26',
    summary:
      'Our review of the 6 providers on our panel for 2025/26: two upgraded, two downgraded, and all six kept for new business.',
    changes: [
      'Northgate Life and Thistle Pensions are upgraded to Strong, for faster service and lower charges.',
      'Albion Platform falls to Good after its system migration delayed ISA transfers for four months.',
      'Evergreen Assurance falls to Satisfactory after its parent group’s credit rating was cut; your bonds are held by its UK company, whose capital is separate.',
      'All six providers remain on the panel. We will report on Albion’s transfer times and Evergreen’s capital again at the half year.',
    ],
    reviews: [
      {
        rating: 'Strong',
        reason:
          'Upgraded: solvency cover rose to 196% and bond withdrawals now reach clients in 2 working days, down from 9.',
        strength:
          'Northgate’s Solvency II coverage ratio rose from 171% to 196% over the year, after it reinsured a closed book of annuities. It has no debt due before 2031.',
        service:
          'Online withdrawal requests replaced paper forms in May 2025. Across our 41 client requests the average time to payment fell to 2 working days.',
        charges:
          'The bond’s annual charge is 0.50%, unchanged, with no exit charge after five years. Fund charges average 0.31% across the funds our clients hold.',
        technology:
          'Valuations reach us daily through the Origo feed. Client sign-in now requires a second factor.',
      },
      {
        rating: 'Good',
        reason:
          'Downgraded: after its March 2025 system migration, ISA transfers in took 31 days on average until July; charges remain the lowest on our panel.',
        strength:
          'Albion is owned by a listed group with £4.1 billion of regulatory capital and has made a profit for seven years in a row.',
        service:
          'The new administration system went live in March 2025. ISA transfers in took 31 days on average between March and July, against 12 the year before, and two of our clients missed a month of growth. Albion paid them £240 between them. Since August, transfers take 14 days.',
        charges:
          'The platform charge is 0.20% on the first £250,000 and 0.10% above it, the lowest of the three platforms we use.',
        technology:
          'The new system gives clients and us same-day valuations and a full transaction history; its adviser tools were unavailable for 3 working days in April.',
      },
      {
        rating: 'Satisfactory',
        reason:
          'Kept on watch: its multi-asset funds trailed their sector by 2.1% a year over three years, and its managers voted for every pay award they were asked to approve.',
        strength:
          'Kestrel is a privately owned manager with £18 billion under management and capital well above its regulatory requirement.',
        service: 'Dealing and reporting were accurate throughout the year; we raised no complaints.',
        charges:
          'Its multi-asset funds cost 0.89% a year, against a median of 0.55% for comparable funds we track.',
        technology:
          'Fund factsheets and holdings are published monthly, a month in arrears. We have asked Kestrel to publish its voting records quarterly, as most of its peers do.',
      },
      {
        rating: 'Strong',
        reason:
          'Upgraded: its pension charge fell from 0.45% to 0.35%, and drawdown is set up in 5 working days.',
        strength:
          'Thistle is a mutual with no shareholders to pay. Its solvency coverage is 183% and it grew its assets under administration by 11%.',
        service:
          'Drawdown set-up took 5 working days on average for our clients, and tax-free cash arrived within 24 hours of the request being approved.',
        charges:
          'The annual charge fell to 0.35% in July 2025, with passive funds from 0.10%. A £250,000 pension now costs about £1,100 a year in total.',
        technology:
          'Clients can request a tax-free cash payment online, new this year, and nominate beneficiaries without a paper form.',
      },
      {
        rating: 'Good',
        reason:
          'Its cash account now pays clients the full 3.6% it earns, ending the 1.1% margin it kept on cash last year.',
        strength:
          'Beacon was bought by a larger platform group in 2024. The group’s capital covers its requirement 2.4 times over.',
        service:
          'Model portfolio rebalances were carried out on the day instructed in 11 of 12 months; one rebalance was a day late after a pricing error, corrected at Beacon’s cost.',
        charges:
          'The platform charge is 0.25%. From April 2025 interest on client cash is paid in full, with no retained margin.',
        technology:
          'Beacon’s client app is the most used on our panel; its annual penetration test found no high-risk issues.',
      },
      {
        rating: 'Satisfactory',
        reason:
          'Downgraded: its parent group’s credit rating was cut to A− after losses in its US business; the UK company’s own solvency cover is 148%.',
        strength:
          'Evergreen’s parent was downgraded from A to A− in June 2025 after reserve increases in its US annuity business. The UK company that holds our clients’ bonds keeps its own capital, with a solvency ratio of 148%, and the Financial Services Compensation Scheme protects bond holders in full.',
        service: 'Withdrawals and surrenders were paid within 5 working days, as last year.',
        charges:
          'The onshore bond charges 0.60% a year. Offshore bonds carry an extra fixed fee of £240 a year, which makes them poor value below about £150,000.',
        technology: 'Valuations reach us weekly, not daily. Evergreen plans daily valuations for 2026.',
      },
    ],
  },
  {
    financialYear: '2024/25',
    summary:
      'Our review of the 6 providers on our panel for 2024/25: one new concern about cash interest, and all six kept for new business.',
    changes: [
      'Beacon Wrap is rated Satisfactory: it kept 1.1% of the interest earned on client cash, which we have asked it to end.',
      'Kestrel Investments stays Satisfactory while a new lead manager settles in.',
      'All six providers remain on the panel.',
    ],
    reviews: [
      {
        rating: 'Good',
        reason:
          'Capital is strong, with solvency cover of 171%, but paper withdrawal forms meant clients waited 9 working days for their money.',
        strength: 'Northgate’s Solvency II coverage ratio was 171%, comfortably above the 140% it targets.',
        service:
          'Withdrawals still needed a signed paper form, and payment took 9 working days on average across 37 requests.',
        charges: 'The bond’s annual charge is 0.50%, with no exit charge after five years.',
        technology: 'Valuations reach us daily. Client sign-in is by password only.',
      },
      {
        rating: 'Strong',
        reason:
          'The lowest platform charge we found, 0.20% falling to 0.10% above £250,000, and ISA transfers completed in 12 days on average.',
        strength: 'Albion’s parent group is listed and profitable, with £3.9 billion of regulatory capital.',
        service: 'ISA and pension transfers in completed in 12 days on average; withdrawals in 2.',
        charges:
          'The platform charge is 0.20% on the first £250,000 and 0.10% above it, with no charge for trading funds.',
        technology:
          'Albion announced a move to a new administration system for March 2025. We will watch service through the move.',
      },
      {
        rating: 'Satisfactory',
        reason:
          'Its funds cost 0.89% a year against a 0.55% median, and its lead multi-asset manager left in September 2024.',
        strength: 'Kestrel is privately owned and its capital is well above its regulatory requirement.',
        service: 'Dealing and reporting were accurate; one dividend was paid a week late in January.',
        charges: 'Its multi-asset funds cost 0.89% a year, above the 0.55% median for comparable funds.',
        technology: 'Fund holdings are published monthly, a month in arrears.',
      },
      {
        rating: 'Good',
        reason:
          'Passive funds from 0.10% and drawdown set up in 8 working days, but tax-free cash could only be requested on paper.',
        strength: 'Thistle is a mutual with solvency coverage of 178%.',
        service: 'Drawdown set-up took 8 working days on average for our clients.',
        charges: 'The annual charge is 0.45%, with passive funds from 0.10%.',
        technology: 'Tax-free cash and beneficiary changes still needed a paper form.',
      },
      {
        rating: 'Satisfactory',
        reason:
          'It kept 1.1% of the interest earned on client cash, a cost most clients never see; we have asked it to end the practice.',
        strength: 'Beacon joined a larger platform group in 2024, which strengthened its capital.',
        service: 'Model portfolio rebalances were carried out on the day instructed in every month.',
        charges:
          'The platform charge is 0.25%, but Beacon paid clients 2.5% on cash while earning 3.6%, keeping the difference.',
        technology: 'A new client app launched in autumn 2024 and was well received by our clients.',
      },
      {
        rating: 'Good',
        reason:
          'Solvency cover of 162% and surrenders paid in 5 working days; offshore bonds are only good value above about £150,000.',
        strength: 'Evergreen’s UK company had a solvency ratio of 162%, and its parent group was rated A.',
        service: 'Withdrawals and surrenders were paid within 5 working days.',
        charges: 'The onshore bond charges 0.60% a year; offshore bonds add a fixed £240 a year.',
        technology: 'Valuations reach us weekly.',
      },
    ],
  },
];
