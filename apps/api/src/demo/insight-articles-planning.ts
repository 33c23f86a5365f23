import type { Section } from './article';

/** The bodies of the demo firm's articles on pensions, tax planning and retirement, by title. */
export const PLANNING_ARTICLES: Record<string, Section[]> = {
  'Making the most of your ISA allowance': [
    {
      heading: 'Use it or lose it',
      paragraphs: [
        'Each adult can pay £20,000 into ISAs in a tax year, which runs from 6 April to the following 5 April. Whatever you do not use is gone: it cannot be carried into the next year.',
      ],
    },
    {
      heading: 'Ways to fill it',
      list: [
        'Bed and ISA: sell investments in a general account and buy them back inside your ISA, within your capital gains allowance.',
        'A spouse or civil partner has an allowance of their own: giving them money to invest is free of tax between you.',
        'Junior ISAs take up to £9,000 a year for each child, locked away until they are 18.',
      ],
      paragraphs: [],
    },
    {
      heading: 'Timing',
      paragraphs: [
        'Paying in at the start of the tax year gives the money longest to grow free of tax. If that is not possible, a monthly payment spreads it across the year; we can set one up on any of your ISAs.',
      ],
    },
  ],
  'Pension carry forward explained': [
    {
      heading: 'How it works',
      paragraphs: [
        'The annual allowance is £60,000 for most people. Carry forward lets you add any allowance you did not use in the three previous tax years, provided you were a member of a registered pension scheme in those years. This year’s allowance is used first, then the oldest year’s.',
      ],
    },
    {
      heading: 'The limits',
      paragraphs: [
        'Personal contributions only attract tax relief up to 100% of your earnings in the year you pay them, so carry forward is most useful to the self-employed after a strong year, or for employer contributions. If your income is above £260,000, your allowance may be tapered down to as little as £10,000.',
        'We work out your unused allowance from your pension statements before any large contribution: an excess is taxed at your marginal rate.',
      ],
    },
  ],
  'Drawdown or annuity? Weighing up retirement income': [
    {
      heading: 'Certainty',
      paragraphs: [
        'An annuity turns part of your pension into an income guaranteed for life. Higher gilt yields mean a 65-year-old can now secure noticeably more for each £100,000 than five years ago, and an annuity that rises with inflation removes the two biggest risks of retirement: living longer than expected, and markets falling at the wrong time.',
      ],
    },
    {
      heading: 'Flexibility',
      paragraphs: [
        'Drawdown leaves your pension invested and lets you vary what you take, year by year. It can pass to your family on death and suits people with other income or a reason to keep control. The risk of running out is yours.',
      ],
    },
    {
      heading: 'Often both',
      paragraphs: [
        'Many clients use an annuity to cover their essential bills, alongside the state pension, and keep the rest in drawdown for everything else. We model both against your spending before you decide.',
      ],
    },
  ],
  'Understanding investment bond top-slicing relief': [
    {
      heading: 'How bond gains are taxed',
      paragraphs: [
        'Gains on an investment bond are taxed as income, not as capital gains, when a chargeable event happens: usually a full surrender or a withdrawal above the 5% a year you can take without immediate tax. On an onshore bond, basic-rate tax is treated as already paid.',
      ],
    },
    {
      heading: 'Top-slicing',
      paragraphs: [
        'Adding a large gain to one year’s income can push you into a higher band. Top-slicing relief divides the gain by the number of complete years the bond was held, works out the tax on that slice and gives relief where the slice would have stayed in a lower band.',
        'For example, a £50,000 gain on a bond held ten years is looked at as a £5,000 slice. If your other income leaves room for that slice in the basic-rate band, most of the higher-rate tax falls away.',
      ],
    },
  ],
  'State pension age is rising: check your forecast': [
    {
      heading: 'The timetable',
      paragraphs: [
        'State pension age is rising from 66 to 67 for people born after 5 April 1960, in stages between 2026 and 2028. A further rise to 68 is already in law for the 2040s and could come sooner after the next government review.',
      ],
    },
    {
      heading: 'Check your record',
      paragraphs: [
        'You need 35 qualifying years of National Insurance for the full new state pension, and at least 10 for any at all. Your forecast at gov.uk/check-state-pension shows your years and any gaps.',
        'Gaps from the last six tax years can usually be filled with voluntary Class 3 contributions. Each year bought adds about £340 a year to your pension for life, so it often pays for itself within three years.',
      ],
    },
  ],
  'Inheritance tax and pensions from 2027': [
    {
      heading: 'What is changing',
      paragraphs: [
        'From 6 April 2027, unused pension funds and most death benefits are due to count as part of your estate for inheritance tax. Today they usually pass outside it. Death-in-service benefits from an employer scheme are excluded from the change.',
      ],
    },
    {
      heading: 'Why it matters',
      paragraphs: [
        'If you die after 75, your beneficiaries also pay income tax on what they draw, so in the worst case a pension could face both taxes. Plans built on leaving the pension untouched and spending other savings first need another look.',
      ],
      list: [
        'Check who is named on your expression of wishes for each pension.',
        'Consider whether drawing more income and giving it away from surplus income suits you.',
        'Look again at life cover written in trust to meet a tax bill.',
      ],
    },
  ],
  'Lifetime ISA or pension for a first home and retirement?': [
    {
      heading: 'The Lifetime ISA',
      paragraphs: [
        'You can open one between 18 and 39 and pay in up to £4,000 a year until you are 50, within your £20,000 ISA allowance. The government adds a 25% bonus, up to £1,000 a year. The money can buy a first home costing up to £450,000, or be taken from age 60.',
        'Take it out for any other reason and you pay a 25% charge, which costs you more than the bonus you received.',
      ],
    },
    {
      heading: 'The pension',
      paragraphs: [
        'For retirement alone, a pension is usually better for higher-rate taxpayers, whose relief is 40% rather than the LISA’s effective 20%, and for employees whose employer matches contributions. For a first-time buyer under 40, the LISA’s bonus is hard to beat.',
      ],
    },
  ],
  'Salary sacrifice: a quick win for employees': [
    {
      heading: 'How it works',
      paragraphs: [
        'You agree to give up part of your salary and your employer pays the same amount into your pension. Because the money never becomes salary, neither you nor your employer pays National Insurance on it: 8% saved for a basic-rate employee, 2% above the higher-rate threshold, and 15% for the employer, which some pass on to you.',
      ],
    },
    {
      heading: 'Things to check',
      list: [
        'Your salary must stay above the National Minimum Wage after the sacrifice.',
        'A lower salary can reduce a mortgage offer and some salary-linked benefits.',
        'The government plans to cap the National Insurance saving at £2,000 of sacrifice a year from April 2029.',
      ],
      paragraphs: [],
    },
  ],
  'Planning income in the first year of retirement': [
    {
      heading: 'Build the buffer first',
      paragraphs: [
        'Before your last payday, move one to two years of the spending your pensions must cover into cash. That buffer means a fall in markets in your first years of retirement does not force you to sell investments at low prices, which is the single largest risk to a drawdown plan.',
      ],
    },
    {
      heading: 'Fill the tax bands in order',
      paragraphs: [
        'Your personal allowance of £12,570 is lost if you do not use it. A typical order is: state pension and any defined benefit pension first, then drawdown income up to the top of the basic-rate band, then ISA withdrawals, which are free of tax, for anything above.',
        'We set up your first year’s withdrawals with you and look at them again at each review.',
      ],
    },
  ],
  'Capital gains tax after the allowance cuts': [
    {
      heading: 'What changed',
      paragraphs: [
        'The annual exempt amount has fallen from £12,300 to £3,000 in two years, and the rates on shares rose to 18% and 24% in October 2024. Gains that were once comfortably free of tax now need planning.',
      ],
    },
    {
      heading: 'What still works',
      list: [
        'Bed and ISA each April: realise gains within the £3,000 and shelter the proceeds for good.',
        'Transfers between spouses are free of tax, so each of you can use your own allowance and basic-rate band.',
        'Losses must be reported to HMRC within four years to be carried forward against future gains.',
        'Spread a large disposal across 5 April so that it uses two years’ allowances.',
      ],
      paragraphs: [],
    },
  ],
  'Keeping your pensions in view: consolidation pros and cons': [
    {
      heading: 'Why people consolidate',
      paragraphs: [
        'Most of us collect a pension from each job. Bringing them together makes charges visible, investment choices consistent and retirement planning simpler: one provider to deal with, one income to draw.',
      ],
    },
    {
      heading: 'When to leave a pension where it is',
      list: [
        'It has a guaranteed annuity rate, often found in policies from the 1980s and 1990s.',
        'It entitles you to more than 25% tax-free cash, or lets you take it before 57.',
        'It is a final salary (defined benefit) scheme: advice is required by law to transfer one worth more than £30,000, and it is rarely in your interest.',
        'The exit charge outweighs the saving.',
      ],
      paragraphs: [
        'Before recommending a transfer we ask each old scheme for its full terms. We leave a pension where it is when:',
      ],
    },
  ],
  'Protecting your family: income protection basics': [
    {
      heading: 'Your income is your largest asset',
      paragraphs: [
        'A 40-year-old earning £50,000 has well over a million pounds of earnings still to come. Income protection replaces part of that, usually 50% to 60% of gross pay, if illness or injury stops you working, until you recover, retire or the policy ends.',
      ],
    },
    {
      heading: 'Choosing a policy',
      paragraphs: [
        'The deferred period, how long you wait before it pays, should match your sick pay and savings: the longer it is, the lower the premium. Look for an “own occupation” definition, which pays if you cannot do your own job rather than any job.',
        'Statutory sick pay is under £120 a week. Many families would struggle on that within two months.',
      ],
    },
  ],
  'Dividend tax: planning around a smaller allowance': [
    {
      heading: 'A £500 allowance',
      paragraphs: [
        'The dividend allowance has fallen from £2,000 to £500 in two years. A general account of about £17,000 yielding 3% now uses it up, and every pound of dividends above it is taxed at your dividend rate.',
      ],
    },
    {
      heading: 'Where to hold what',
      paragraphs: [
        'Hold the higher-yielding funds in your ISA and pension, where dividends are free of tax, and keep lower-yielding growth funds in a general account, where gains are taxed more lightly. Between spouses, the investments can sit with whoever pays the lower rate.',
        'Company owners should look again at the mix of salary, dividends and employer pension contributions with their accountant each year.',
      ],
    },
  ],
  'The pension tax-free lump sum: take it or leave it?': [
    {
      heading: 'What you can take',
      paragraphs: [
        'From 55, rising to 57 in 2028, you can usually take a quarter of your pension free of tax, up to a lifetime limit of £268,275. You do not have to take it all at once: each time you move part of your pension into drawdown, a quarter of that part can come out tax-free.',
      ],
    },
    {
      heading: 'Reasons to wait',
      paragraphs: [
        'Money taken out and left in a bank account loses the pension’s tax-free growth and, until April 2027, its place outside your estate. Taking the cash in stages gives you a tax-free part of every withdrawal, which can keep your income in a lower band for longer.',
        'Clearing a mortgage or helping a child onto the housing ladder are good reasons to take it. “Just in case” usually is not.',
      ],
    },
  ],
  'Cash ISAs versus Premium Bonds': [
    {
      heading: 'Premium Bonds',
      paragraphs: [
        'Premium Bonds pay no interest. Each £1 bond is entered into a monthly draw, and the prize fund rate is the average return across all bonds, though most holders win less than the average in a given year. Prizes are free of tax, up to £50,000 can be held, and the money is backed by HM Treasury.',
      ],
    },
    {
      heading: 'Cash ISAs',
      paragraphs: [
        'A cash ISA pays a known rate, free of tax, and a fixed-term one can lock that rate in for up to five years. From April 2027 the government plans to limit cash ISA payments to £12,000 a year for savers under 65.',
        'For a higher-rate taxpayer whose personal savings allowance of £500 is already used, both beat an ordinary savings account. For an emergency fund that must be there, a cash ISA’s known return is usually the better choice.',
      ],
    },
  ],
  'Care costs in later life: planning ahead': [
    {
      heading: 'Who pays',
      paragraphs: [
        'In England, someone with more than £23,250 in capital, which can include their home, pays the full cost of their residential care. A room in a care home in the South West now typically costs £1,200 to £1,600 a week. The planned cap on lifetime care costs has been scrapped.',
      ],
    },
    {
      heading: 'Options worth knowing',
      list: [
        'A deferred payment agreement lets the council pay now and recover the cost from your home later.',
        'An immediate needs annuity pays the care home directly for life, for a single premium.',
        'Giving money away to avoid fees can be treated as deprivation of assets and ignored by the council.',
        'A lasting power of attorney for health and finances lets family act for you if you cannot.',
      ],
      paragraphs: [],
    },
  ],
};
