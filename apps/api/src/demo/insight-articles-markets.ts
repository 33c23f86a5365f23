import type { Section } from './article';

/** The bodies of the demo firm's articles on markets, sustainable investing and regulation, by title. */
export const MARKET_ARTICLES: Record<string, Section[]> = {
  'What a pause in rate cuts means for your savings': [
    {
      heading: 'Cash',
      paragraphs: [
        'When the Bank of England holds Bank Rate, the best easy-access accounts tend to hold their rates too, but the banks are quick to trim rates on older accounts that nobody is watching. If your emergency fund sits in an account you opened three years ago, it is worth checking what it pays today.',
      ],
    },
    {
      heading: 'Bonds and annuities',
      paragraphs: [
        'Gilt yields move ahead of the Bank, on what markets expect it to do next. A pause that was already expected changes little; a surprise moves prices within minutes. Annuity rates follow long-dated gilt yields, so clients close to buying an annuity have seen some of the best quotes in fifteen years.',
        'We do not change portfolios on a single decision. We check that the cash you hold matches the spending it is there to cover, and no more.',
      ],
    },
  ],
  'Inflation and the real return on your portfolio': [
    {
      heading: 'The number that matters',
      paragraphs: [
        'A return of 5% in a year when prices rose by 4% has made you 1% better off. That real return is the one your plan is built on: it is what decides whether your money keeps paying for the life you want in twenty years’ time.',
      ],
    },
    {
      heading: 'Where inflation hurts most',
      paragraphs: [
        'Cash and fixed-interest bonds pay a set amount that buys less each year. Shares have historically kept ahead of inflation over long periods, because companies can usually raise their prices, though not in every decade.',
      ],
      list: [
        'Keep cash for the next one to two years of planned spending, not for growth.',
        'Index-linked gilts protect against UK inflation, at the cost of lower yields.',
        'Your plan assumes inflation of 2.5% a year: we test it at 4% at each review.',
      ],
    },
  ],
  'What the Consumer Duty means for your reviews': [
    {
      heading: 'What the FCA asks of us',
      paragraphs: [
        'The Consumer Duty asks every regulated firm to show that its clients get good outcomes: products that meet their needs, a fair price for the service, communications they understand and support when they need it. The FCA no longer accepts that a firm followed the rules; it wants to see the results.',
      ],
    },
    {
      heading: 'How you will see it',
      paragraphs: [
        'Your annual review pack now sets out what you paid us over the year in pounds, not only as a percentage, next to what we did for it. We also record whether each review took place, and our board looks at those figures every quarter.',
        'If something we send you is unclear, tell us. Plain answers are part of the Duty, not a courtesy.',
      ],
    },
  ],
  'Global equities: strong earnings, stretched prices': [
    {
      heading: 'Earnings held up',
      paragraphs: [
        'Company profits have come through higher interest rates in better shape than most forecasters expected. Banks earned more on their lending, and the largest technology firms kept growing their cloud and advertising revenues.',
      ],
    },
    {
      heading: 'Why we are not chasing it',
      paragraphs: [
        'American shares now trade at around 22 times next year’s expected earnings, against a long-run average nearer 16. That does not mean a fall is due, but it does mean future returns are likely to be lower than the last decade’s. Your portfolios hold a wider spread: UK, European and Japanese shares are cheaper on the same measure.',
      ],
    },
  ],
  'Sustainable funds: looking past the label': [
    {
      heading: 'The FCA’s labels',
      paragraphs: [
        'Under the FCA’s Sustainability Disclosure Requirements, a fund may use one of four labels: Sustainability Focus, Sustainability Improvers, Sustainability Impact and Sustainability Mixed Goals. Each needs a stated objective and evidence that the fund pursues it. Many funds that used “green” or “ESG” in their names have dropped the words rather than meet the tests.',
      ],
    },
    {
      heading: 'What we check',
      paragraphs: [
        'A label is a starting point. Before we recommend a fund we read its top holdings, how its manager voted at company meetings and what it excludes, and we ask whether that matches what you told us matters to you.',
      ],
    },
  ],
  'Rebalancing: why we sell what has done well': [
    {
      heading: 'Drift',
      paragraphs: [
        'A portfolio that starts at 60% shares and 40% bonds does not stay there. After a strong year for shares it might be 68% in shares, which is a riskier portfolio than the one you chose, and you did nothing to get there.',
      ],
    },
    {
      heading: 'How we do it',
      paragraphs: [
        'We rebalance your model portfolio when any part of it drifts more than 5 percentage points from its target, and at least once a year. Inside an ISA or pension there is no tax to pay on the sales; in a general account we use your capital gains allowance first and may spread sales across two tax years.',
      ],
    },
  ],
  'How we review providers each year': [
    {
      heading: 'Four tests',
      paragraphs: [
        'Every provider we recommend is reviewed once a year, and the report is published in the portal. We look at its financial strength (its capital and its owners), the service our clients receive (how long transfers, withdrawals and switches take), its charges against the rest of the market, and its technology (what you and we can see online, and how safely).',
      ],
    },
    {
      heading: 'What a rating means',
      paragraphs: [
        'Strong means the provider leads on most of the tests; Good means it meets our standards with no concern that affects you; Satisfactory means it meets them but we are watching something and have told the provider what. A provider that fails a test is taken off the panel for new business, and we contact every client who holds a policy with it.',
      ],
    },
  ],
  'Bond yields and what they mean for cautious portfolios': [
    {
      heading: 'A better starting point',
      paragraphs: [
        'For most of the 2010s a ten-year gilt paid less than 2% a year. Today the yield is above 4%. The yield you buy at is the best guide there is to what a bond returns if held to maturity, so cautious portfolios now start from a far stronger position than they did.',
      ],
    },
    {
      heading: 'What we have changed',
      paragraphs: [
        'We have lengthened the average maturity of the bonds in our cautious models from about four years to about seven, which locks in today’s yields for longer. The cost is more movement in value when yields change, which is why the change was limited to portfolios with a time horizon of at least five years.',
      ],
    },
  ],
  'Stewardship: how fund managers vote for you': [
    {
      heading: 'Your shares have a vote',
      paragraphs: [
        'When you own a fund, its manager votes at the annual meetings of the companies it holds: on directors’ pay, on who sits on the board, and on climate plans. Signatories to the UK Stewardship Code publish how they voted and why.',
      ],
    },
    {
      heading: 'What we look for',
      list: [
        'Votes against pay awards that reward directors for a falling share price.',
        'Engagement that has a goal and a deadline, not just meetings.',
        'A manager willing to sell a holding when engagement has failed.',
      ],
      paragraphs: ['We read the stewardship report of every manager in our models each year, and look for:'],
    },
  ],
  'Emerging markets: risk and reward': [
    {
      heading: 'Why hold them at all',
      paragraphs: [
        'Emerging markets, from India and Taiwan to Brazil and Mexico, make up about a tenth of the world’s stock markets and a far larger share of its economic growth. Their shares often move differently from those in Britain and America, which is what makes a small holding useful.',
      ],
    },
    {
      heading: 'What to expect',
      paragraphs: [
        'Falls of 30% or more have happened several times in the last twenty years, and a strong dollar tends to hurt these markets. That is why our balanced models hold around 6% here, and our cautious ones none at all.',
      ],
    },
  ],
  'Scams targeting pension savers': [
    {
      heading: 'The warning signs',
      list: [
        'A call, text or social media message you did not ask for: pension cold-calling has been illegal since 2019.',
        'A “free pension review” or a promise of returns of 8% or more with no risk.',
        'Pressure to act quickly, or a courier offered to collect the paperwork.',
        'Overseas investments, storage units, forestry or other unusual assets.',
      ],
      paragraphs: [],
    },
    {
      heading: 'How to check',
      paragraphs: [
        'Search the FCA Register for the firm’s name and number, and call it on the number the Register gives, not the one in the message. The FCA’s ScamSmart site lists firms it has warned about. If in any doubt, call us first: a genuine firm will always wait.',
      ],
    },
  ],
  'Net zero pledges: what they mean for your funds': [
    {
      heading: 'Pledges and plans',
      paragraphs: [
        'Most large fund managers have pledged to reach net zero emissions across their holdings by 2050. A pledge on its own commits them to very little. What matters is the transition plan behind it: interim targets for 2030, how they will vote when companies miss theirs, and whether they will ever sell.',
      ],
    },
    {
      heading: 'Reading the numbers',
      paragraphs: [
        'A fund’s carbon intensity can fall because the companies it owns cut their emissions, or simply because it sold its oil companies to someone else. Only the first changes anything in the real world, so we ask managers to show both figures.',
      ],
    },
  ],
  'Market falls: keeping perspective': [
    {
      heading: 'Falls are normal',
      paragraphs: [
        'In a typical year the global stock market falls by around 10% at some point between January and December, and in most years it still ends higher. A fall is the price of the higher long-run return that shares have paid over cash.',
      ],
    },
    {
      heading: 'Selling locks in the loss',
      paragraphs: [
        'Some of the best days in markets come within weeks of the worst. An investor who sold in March 2020 and waited for calm missed a recovery of more than 40% by the end of that year.',
        'Your plan already allows for falls: the cash you hold covers your withdrawals for the next two years, so nothing has to be sold while prices are low.',
      ],
    },
  ],
  'Green gilts and sustainable bonds': [
    {
      heading: 'Green gilts',
      paragraphs: [
        'Since 2021 the government has issued green gilts, whose proceeds pay for projects such as offshore wind, flood defences and zero-emission buses. They pay the same as ordinary gilts of similar length and carry the same government backing, which makes them a simple building block for a cautious portfolio.',
      ],
    },
    {
      heading: 'Corporate green bonds',
      paragraphs: [
        'Companies issue green bonds too, and here the checks matter more: the money should fund a named project, and the issuer should report on what it achieved. We hold them through funds whose managers publish that reporting.',
      ],
    },
  ],
  'Reading your annual review pack': [
    {
      heading: 'Your valuation and performance',
      paragraphs: [
        'The first pages show each policy’s value on the day of the pack, what you paid in and took out during the year, and the growth after charges. Growth is shown both as a return on the money invested over time and as a plain figure in pounds.',
      ],
    },
    {
      heading: 'What you paid',
      paragraphs: [
        'A table lists every charge: ours, the platform’s and the funds’, in pounds and as a percentage of your average value. These are the same figures we report to the FCA.',
      ],
    },
    {
      heading: 'Our recommendations',
      paragraphs: [
        'The last section records what we agreed at the meeting and anything we recommend you do before the next review. If a recommendation needs a new policy or a transfer, we send a separate suitability report.',
      ],
    },
  ],
  'Technology shares: concentration risk in index funds': [
    {
      heading: 'A handful of companies',
      paragraphs: [
        'The ten largest companies in the American market now make up more than a third of its value, and most of them are technology firms. Because America is around 70% of a global index, a “world” tracker fund puts about a quarter of your money in those ten businesses.',
      ],
    },
    {
      heading: 'How we spread it',
      paragraphs: [
        'We have not sold these companies, which are very profitable. Instead our models hold part of their American shares in an equal-weighted fund, which holds each of the 500 largest companies in the same amount, so no single company can dominate.',
      ],
    },
  ],
};
