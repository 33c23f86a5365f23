/** Demo content: a fictional firm and fictional providers. */

export const FIRM_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#12305a"/><path d="M16 44 32 14l16 30z" fill="none" stroke="#5eead4" stroke-width="4" stroke-linejoin="round"/><circle cx="32" cy="36" r="5" fill="#f8fafc"/></svg>',
  );

export const FIRM = {
  name: 'Harbour & Vale Financial Planning',
  bio: 'Harbour & Vale is an independent financial planning practice serving families, business owners and retirees across the South West since 2014. We research the whole of the market, review every provider on our panel each year and report to you in plain English.',
  fcaNumber: '612934',
  fcaRegisteredDate: '2014-06-02',
  supportEmail: 'support@harbourvale.example',
};

export const PROVIDERS = [
  {
    name: 'Northgate Life',
    description: 'Life assurance and pension bonds with a long record of steady with-profits returns.',
  },
  {
    name: 'Albion Platform',
    description: 'A wrap platform holding ISAs, pensions and general accounts in one place.',
  },
  { name: 'Kestrel Investments', description: 'Active multi-asset funds managed from Edinburgh.' },
  {
    name: 'Thistle Pensions',
    description: 'Personal and self-invested personal pensions with low-cost passive options.',
  },
  {
    name: 'Beacon Wrap',
    description: 'An adviser platform specialising in model portfolios and cash management.',
  },
  {
    name: 'Evergreen Assurance',
    description: 'Offshore and onshore investment bonds for tax-efficient income.',
  },
];

export const PRODUCT_TYPES = [
  'Stocks & Shares ISA',
  'Self-Invested Personal Pension',
  'Investment Bond',
  'General Investment Account',
];

export const TERMS_V1 = [
  'Terms and conditions of the Harbour & Vale client portal (version 1)',
  '1. About this portal. The portal shows you information about the policies and investments we arrange for you. Valuations come from the providers and may be delayed; they are not a guarantee of the amount you would receive on encashment.',
  '2. Your account. Keep your password and authenticator app to yourself. Tell us at once if you think someone else has used your account. We will never ask you for your password or a verification code.',
  '3. Information, not advice. Articles and reports in the portal are general information. They are not a personal recommendation. Speak to your adviser before you make any decision about your investments.',
  '4. Your data. We process your personal data as described in our privacy notice, to provide our services and to meet our regulatory duties under the rules of the Financial Conduct Authority.',
  '5. Availability. We aim to keep the portal available at all times but may suspend it for maintenance or security reasons.',
  '6. Changes. We may update these terms. When we do, we will ask you to accept the new version before you continue to use the portal.',
].join('\n\n');

export const SUPPORT_REASONS = [
  'I cannot sign in',
  'I have lost access to my authenticator app',
  'My account is locked',
  'I did not receive an email from you',
  'Something else',
];

export const INSIGHT_CATEGORIES = [
  'Markets',
  'Pensions',
  'Tax planning',
  'Retirement',
  'Regulation',
  'Sustainable investing',
];

export const INSIGHT_AUTHORS = [
  { name: 'Eleanor Whitfield', role: 'Chartered Financial Planner' },
  { name: 'Marcus Oyelaran', role: 'Investment Analyst' },
  { name: 'Hannah Brooks', role: 'Paraplanner' },
];

/**
 * [title, standfirst, category indexes], newest first. Each body is its own article (insight-articles-*.ts),
 * which never repeats the standfirst: the screen shows that above the body.
 */
export const INSIGHTS: Array<[string, string, number[]]> = [
  [
    'What a pause in rate cuts means for your savings',
    'Why the Bank of England holding rates matters for cash, bonds and annuity quotes.',
    [0],
  ],
  [
    'Making the most of your ISA allowance',
    'The £20,000 allowance does not roll over: how to use it, and how your family can use theirs.',
    [2],
  ],
  [
    'Pension carry forward explained',
    'How unused annual allowance from the previous three years can boost a contribution.',
    [1, 2],
  ],
  [
    'Drawdown or annuity? Weighing up retirement income',
    'Flexibility against certainty, and why many clients now use both.',
    [3, 1],
  ],
  [
    'Inflation and the real return on your portfolio',
    'A reminder that the number that matters is what your money buys.',
    [0],
  ],
  [
    'What the Consumer Duty means for your reviews',
    'What the FCA expects of firms like ours, and where you will see it in the service you receive.',
    [4],
  ],
  [
    'Understanding investment bond top-slicing relief',
    'How gains on bonds are taxed, and how relief can keep you in a lower band.',
    [2],
  ],
  [
    'Global equities: strong earnings, stretched prices',
    'Profits have held up better than feared, but some markets already price in a great deal of good news.',
    [0],
  ],
  [
    'State pension age is rising: check your forecast',
    'How to get your forecast and fill gaps with voluntary contributions.',
    [1, 3],
  ],
  [
    'Sustainable funds: looking past the label',
    'How we assess whether a fund’s holdings match its sustainability claims.',
    [5],
  ],
  [
    'Inheritance tax and pensions from 2027',
    'Unused pension funds are due to come into the estate: what to review now.',
    [2, 1],
  ],
  [
    'Rebalancing: why we sell what has done well',
    'Keeping your risk where you chose it, not where the market drifts it.',
    [0],
  ],
  [
    'Lifetime ISA or pension for a first home and retirement?',
    'Bonus against tax relief, and the exit penalty to be aware of.',
    [2, 1],
  ],
  [
    'How we review providers each year',
    'Financial strength, service, charges and technology: our due-diligence method.',
    [4],
  ],
  [
    'Bond yields and what they mean for cautious portfolios',
    'Higher starting yields have changed the outlook for fixed income.',
    [0],
  ],
  [
    'Salary sacrifice: a quick win for employees',
    'Lower National Insurance for you and your employer, more in your pension.',
    [1, 2],
  ],
  [
    'Planning income in the first year of retirement',
    'Cash buffers, tax bands and the order in which to draw on your pots.',
    [3],
  ],
  [
    'Stewardship: how fund managers vote for you',
    'Why engagement at company meetings is part of responsible investing.',
    [5],
  ],
  [
    'Capital gains tax after the allowance cuts',
    'Bed and ISA, spouse transfers and timing disposals across tax years.',
    [2],
  ],
  [
    'Emerging markets: risk and reward',
    'Why a small allocation can diversify a portfolio, and what to expect.',
    [0],
  ],
  [
    'Keeping your pensions in view: consolidation pros and cons',
    'When bringing old pensions together helps, and when guarantees say stay.',
    [1],
  ],
  [
    'Protecting your family: income protection basics',
    'Why insuring your income often matters more than life cover alone.',
    [3],
  ],
  [
    'Scams targeting pension savers',
    'Warning signs from the FCA’s ScamSmart campaign and how to check a firm.',
    [4, 1],
  ],
  [
    'Net zero pledges: what they mean for your funds',
    'Targets, transition plans and the difference between the two.',
    [5],
  ],
  [
    'Dividend tax: planning around a smaller allowance',
    'Using ISAs, pensions and spouses to keep dividend tax down.',
    [2],
  ],
  [
    'Market falls: keeping perspective',
    'History shows the cost of selling in a fall is usually missing the recovery.',
    [0, 3],
  ],
  [
    'The pension tax-free lump sum: take it or leave it?',
    'The 25% is valuable, but taking it all at once is not always best.',
    [1, 3],
  ],
  ['Cash ISAs versus Premium Bonds', 'Comparing the real returns and the roles each plays.', [2]],
  [
    'Green gilts and sustainable bonds',
    'How government and corporate green bonds fit a lower-risk portfolio.',
    [5, 0],
  ],
  ['Reading your annual review pack', 'A short guide to the figures and charts we send you each year.', [4]],
  [
    'Care costs in later life: planning ahead',
    'How care is funded and the options for protecting family wealth.',
    [3, 2],
  ],
  [
    'Technology shares: concentration risk in index funds',
    'A handful of firms now make up a large share of global indices.',
    [0],
  ],
];

/** The risk warning the firm closes every article with (the FCA's financial promotion rules ask for one). */
export const INSIGHT_RISK_WARNING =
  'This article is general information, not a personal recommendation. The value of investments and the income from them can fall as well as rise, and you may get back less than you invested. Tax rules can change and their effect depends on your circumstances.';
