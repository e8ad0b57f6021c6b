import {
  IDEA,
  type IdeaStage,
  INDUSTRY_SUGGESTIONS,
  ROLE_SUGGESTIONS,
  SKILL_SUGGESTIONS,
  TAG_SUGGESTIONS,
} from '@ibh/contract';

/** One demo idea, owned by an idea owner of the demo people or accounts. */
export interface DemoIdea {
  owner: string;
  stage: IdeaStage;
  isPrivate: boolean;
  isPremium: boolean;
  openForCollab: boolean;
  title: string;
  oneLiner: string;
  shortDescription: string;
  tags: string[];
  industry: string[];
  lookingFor: string[];
  skills: string[];
}

/** Demo owners by short name: the two README idea owners and the idea owners of the demo people. */
export const DEMO_OWNERS: Record<string, string> = {
  ava: 'ava@demo.test',
  leo: 'leo@demo.test',
  amara: 'amara.okeke@demo.test',
  grace: 'grace.wanjiru@demo.test',
  priyanka: 'priyanka.iyer@demo.test',
  jack: 'jack.wilson@demo.test',
  aisha: 'aisha.bello@demo.test',
};

/**
 * Sixty ideas, one per line:
 * owner | stage (raw, guidance, pitch) | flags (private, premium, collab) | title | one-liner
 * | short description | tags | industries | looking for | skills
 */
const TABLE = `
ava | pitch | collab | HireLoop | A hiring copilot for teams without a recruiter | Small teams lose weeks to hiring. HireLoop writes the job post, screens applicants against a scorecard and books interviews, so a founder spends two hours a week on hiring instead of twenty. | AI, SaaS, B2B | HR & Future of Work, Enterprise Software | Technical Co-founder, Full-stack Engineer | React, Node.js, LLMs
ava | raw | | ShiftSwap | Shift swapping for retail staff, approved in one tap | Store managers still juggle shift swaps over group chats. ShiftSwap lets staff offer and pick up shifts while the manager approves with one tap and payroll stays right. | Mobile, B2B, Productivity | HR & Future of Work, E-commerce | Mobile Engineer, Product Designer | React Native, UX Design
ava | guidance | collab | InterviewKit | Structured interview scorecards that reduce gut-feel hires | Interview templates per role, shared scorecards and a calibration view that shows where interviewers disagree. Aimed at first-time hiring managers at startups. | SaaS, B2B, Productivity | HR & Future of Work | Product Manager, Frontend Engineer | TypeScript, Product Strategy
ava | guidance | private | OnboardOS | Onboarding checklists that run themselves for remote hires | Every new hire gets a 30-60-90 plan, accounts created on day one and a buddy assigned automatically. Private while we test it with three design partners. | SaaS, Remote Work | HR & Future of Work, Enterprise Software | Backend Engineer | Node.js, PostgreSQL
ava | raw | premium | PayslipPal | Payslips explained in your own language | Workers in India often cannot read their payslip deductions. PayslipPal photographs a payslip and explains each line in Hindi, Kannada or Tamil, flagging anything that looks wrong. | AI, Fintech, Impact | Fintech, Social Impact | ML Engineer, Domain Expert | Computer Vision, NLP
ava | guidance | | Referral Radar | Employee referrals tracked from intro to bonus | Referrals are the best source of hires but nobody tracks them. A Slack bot collects referrals, nudges hiring managers and pays the bonus when the hire passes probation. | SaaS, B2B | HR & Future of Work | Full-stack Engineer | TypeScript, REST APIs
ava | raw | collab | CampusConnect | Campus hiring for startups outside the big metros | Connects startups with final-year students in tier-2 colleges through project-based internships that turn into offers. Colleges get placement data, students get real work. | Edtech, Community | Education, HR & Future of Work | Community Manager, Business Development | Business Development, Social Media
ava | pitch | premium | SkillProof | Paid work samples instead of whiteboard interviews | Candidates complete a short, paid, real task reviewed against a rubric. Teams hire on evidence and candidates get paid for their time. | SaaS, B2B, Remote Work | HR & Future of Work | CTO, Growth Marketer | Node.js, Growth Hacking
ava | guidance | private | Offer Compass | Salary benchmarks for Indian startups, shared anonymously | Founders submit anonymised offers and get a benchmark band by role, city and stage back. Private until we reach two hundred companies. | Fintech, B2B | HR & Future of Work | Data Scientist | Data Analysis, Statistics
ava | raw | | Team Pulse | Five-question weekly check-ins for small teams | A weekly pulse on workload, blockers and morale with trends a manager can act on. Built for teams of five to fifty who do not need an HR suite. | SaaS, Productivity | HR & Future of Work | Frontend Engineer | React, Data Visualization
leo | pitch | collab | FixNear | Book a trusted local repair shop in two taps | A marketplace for phone, laptop and appliance repair shops in São Paulo with fixed quotes, reviews and pickup. Shops get bookings, customers stop guessing. | Marketplace, Mobile, B2C | Marketplaces, Consumer | Technical Co-founder, Product Designer | React, Figma
leo | guidance | | PartsPool | Spare parts shared between neighbourhood repair shops | Repair shops lose jobs waiting for parts. PartsPool shows which nearby shop has the part in stock and handles the transfer and payment between them. | Marketplace, B2B, Logistics | Marketplaces, Logistics | Backend Engineer, Operations | Node.js, PostgreSQL
leo | raw | premium | RepairPass | A repair history that travels with your device | Every repair is logged against the device, so a buyer of a used phone knows what was replaced and by whom. Shops get a reason to do it right. | Mobile, B2C, Sustainability | Consumer, E-commerce | Full-stack Engineer | React, REST APIs
leo | raw | collab | BikeFix on Call | Mobile bike mechanics that come to you | Delivery riders lose income every hour their bike is down. Mechanics on motorbikes fix punctures and chains on the spot, booked and paid through the app. | Marketplace, Mobile, Logistics | Mobility, Marketplaces | Operations, Mobile Engineer | React Native, Operations
leo | guidance | private | Oficina Digital | A simple point of sale built for repair shops | Quotes, work orders, parts used and payment in one tablet app, with WhatsApp updates to the customer. Private while we run it in two shops. | SaaS, B2B | Enterprise Software, E-commerce | Frontend Engineer | React, UI Design
leo | pitch | premium | Second Life Electronics | Certified refurbished phones with a real warranty | Refurbished phones from partner shops, graded and tested to one standard, sold online with a twelve-month warranty. | E-commerce, Sustainability, B2C | E-commerce, Consumer | CMO, Operations | Performance Marketing, Operations
leo | raw | | ToolShare Condo | Borrow a drill from your neighbours, not the store | Apartment buildings share a cupboard of tools booked through an app. The building manager sees who has what and deposits cover damage. | Community, Sustainability, Mobile | Real Estate, Consumer | Mobile Engineer | Flutter
leo | guidance | collab | Feira Online | Pre-order from your street market before you go | Stall holders list tomorrow's produce, shoppers pre-order and pick up without queues. Less waste for farmers, more sales for stalls. | Marketplace, E-commerce, Agritech | Food & Beverage, Marketplaces | Product Designer, Growth Marketer | Figma, Social Media
leo | raw | private | Glass Guard | Screen insurance for one month at a time | Micro-insurance for phone screens that you switch on for a trip or a festival. Claims are repaired at partner shops. Private while we talk to insurers. | Fintech, Mobile | Fintech, Consumer | Legal Advisor, Finance | Legal, Financial Modeling
amara | pitch | collab | LedgerLite | A cash-flow book for market traders, inside WhatsApp | Traders in Lagos keep sales in notebooks. LedgerLite records sales and expenses from short WhatsApp messages and sends a weekly cash-flow summary a bank can read. | Fintech, Mobile, Impact | Fintech, Social Impact | Technical Co-founder, Backend Engineer | Node.js, NLP
amara | guidance | collab | Ajo Circle | Rotating savings groups with the record-keeping done for you | Ajo and esusu groups run on trust and a paper list. Ajo Circle keeps contributions, payout order and reminders, and turns a good record into credit. | Fintech, Community, Social | Fintech | Product Manager, Mobile Engineer | Flutter, Product Management
amara | pitch | premium | StockCredit | Inventory loans for traders, repaid from daily sales | Short loans to buy stock before busy seasons, underwritten from LedgerLite sales data and repaid in small daily amounts. | Fintech, B2B | Fintech | CFO, Data Scientist | Financial Modeling, Machine Learning
amara | raw | | PriceWatch Lagos | Wholesale prices reported by traders, updated hourly | Traders report what they paid at Mile 12 and Balogun, and everyone sees today's fair price before they travel to buy. | Community, Mobile | Consumer, E-commerce | Community Manager | Social Media, Data Visualization
amara | raw | | Receipts by SMS | Proper receipts from any phone, even without data | A short SMS code turns a sale into a numbered receipt the customer receives by SMS, useful for disputes and for building a sales record. | Fintech, Mobile | Fintech | Backend Engineer | REST APIs
amara | guidance | private, premium | Trader ID | A credit profile for people banks cannot see | Combines savings group history, sales records and references into a profile lenders can trust. Private while we work through data consent. | Fintech, B2B | Fintech, Cybersecurity | Security Engineer, Legal Advisor | Cybersecurity, Legal
amara | raw | collab | Bulk Buy Club | Traders pool orders to get wholesale discounts | Small traders combine orders for rice, oil and detergent to reach the distributor's bulk price, with delivery split by stall. | Marketplace, Logistics | Logistics, E-commerce | Operations, Sales Lead | Operations, Sales
amara | guidance | | POS Float | Float and cash management for POS agents | POS agents run out of cash or e-float at the worst time. POS Float predicts the day's needs and matches agents who can swap. | Fintech, Mobile | Fintech | Data Engineer | Python, SQL
amara | raw | private | Market Insure | Fire and theft cover for market stalls, paid weekly | Weekly premiums collected with Ajo contributions, claims verified by the market association. Private until an underwriter signs on. | Fintech, Impact | Fintech, Social Impact | Business Co-founder | Business Development
grace | pitch | collab | ClinicLink | Telehealth that works on a rural clinic's connection | Nurses in rural clinics consult doctors in Nairobi over low-bandwidth video and shared vitals, with referrals booked in the same call. | Healthtech, Mobile, Impact | Healthcare, Social Impact | CTO, Mobile Engineer | React, Flutter
grace | guidance | | MedRoute | Medicines to rural pharmacies by boda boda | Pharmacies order before noon and riders deliver by evening with cold-chain boxes where needed. Stock-outs drop, patients stop travelling. | Healthtech, Logistics | Healthcare, Logistics | Operations, Backend Engineer | Operations, Node.js
grace | raw | collab | Maternal Check | SMS reminders that keep mothers on their antenatal visits | Reminders in Swahili and local languages before each visit, with a callback when a visit is missed. Built with community health volunteers. | Healthtech, Impact, Mobile | Healthcare, Social Impact | Community Manager, Data Scientist | Data Analysis
grace | guidance | premium | Lab Results Fast | Lab results on the patient's phone the day they are ready | Labs upload results once and patients get a secure link; clinicians get alerts for critical values. | Healthtech, B2B, SaaS | Healthcare | Full-stack Engineer, Security Engineer | TypeScript, Cybersecurity
grace | raw | private | Nurse Roster | Fair shift scheduling for small clinics | Builds a monthly roster that respects leave, skills and fairness, and lets nurses swap shifts. Private while two clinics pilot it. | SaaS, Healthtech | Healthcare, HR & Future of Work | Frontend Engineer | React
grace | pitch | premium, collab | Cold Chain Watch | Vaccine fridges that text you before they fail | Cheap temperature sensors in clinic fridges send alerts by SMS and build a record health ministries can audit. | IoT, Hardware, Healthtech | Healthcare, Hardware | Hardware Engineer, Partnerships | IoT, Embedded Systems
grace | raw | | Community Health Wallet | Save a little each week for the next clinic visit | A mobile-money savings pot locked to health spending at partner clinics, topped up by families abroad. | Fintech, Healthtech | Healthcare, Fintech | Product Manager | Product Strategy
grace | guidance | | Triage Bot Swahili | Symptom triage in Swahili over WhatsApp | Asks the right questions in Swahili and tells people whether to rest, see a pharmacist or go to a clinic today, reviewed by doctors. | AI, Healthtech | Healthcare, AI & Machine Learning | ML Engineer, Domain Expert | LLMs, NLP
priyanka | pitch | collab | Kathai | Learn to read through stories in your mother tongue | Illustrated stories in Tamil, Telugu and Kannada with read-along audio and tiny comprehension games for children aged four to eight. | Edtech, Mobile, B2C | Education, Consumer | Mobile Engineer, Product Designer | React Native, Illustration
priyanka | raw | | Phonics in Tamil | Sound-by-sound reading practice for Tamil letters | A phonics curriculum for the Tamil script with speech recognition that listens to a child read and gently corrects. | Edtech, AI | Education | ML Engineer | Machine Learning, NLP
priyanka | guidance | collab | Homework Buddy | Homework help over WhatsApp for parents who cannot help | Parents send a photo of the homework and get a simple explanation in their language to go through with the child. | Edtech, AI, Mobile | Education | Full-stack Engineer, Content Marketer | LLMs, Content Strategy
priyanka | raw | premium | Teacher Toolkit | Lesson plans for government school teachers in minutes | Generates lesson plans, worksheets and quizzes aligned to the state syllabus, printable for classrooms without projectors. | Edtech, SaaS | Education | Product Manager | Product Management
priyanka | guidance | | Spoken English Circles | Small online groups that practise spoken English daily | Six learners and a trained facilitator meet for twenty minutes a day on video. Confidence before grammar. | Edtech, Community | Education | Community Manager | Social Media
priyanka | raw | private | Science Kits by Post | Monthly hands-on science kits for rural schools | A kit a month with experiments mapped to the syllabus and video guides for teachers. Private while we cost the logistics. | Edtech, Hardware | Education, Logistics | Operations | Operations
priyanka | raw | | Exam Calm | Support for students stressed by board exams | Short guided sessions, a study planner and a peer helpline for class 10 and 12 students in the months before exams. | Edtech, Healthtech | Education, Healthcare | Domain Expert | User Research
priyanka | guidance | premium | Parent Progress | A weekly report parents actually read | Turns classroom data into a one-page weekly note for parents in their language, with one thing to practise at home. | Edtech, SaaS | Education | Frontend Engineer | React, Data Visualization
jack | pitch | collab, premium | CarbonLedger | Carbon accounting a small business can finish in an afternoon | Connects to accounting software, estimates emissions from spending and produces the report big customers now ask their suppliers for. | Climate, SaaS, B2B | Climate & Energy, Enterprise Software | Technical Co-founder, Sales Lead | Node.js, PostgreSQL
jack | guidance | | Green Receipts | Emissions estimates on every receipt | Point-of-sale plug-in that prints an estimate of a purchase's footprint and suggests a lower-carbon swap. | Climate, E-commerce | Climate & Energy, E-commerce | Backend Engineer | REST APIs
jack | raw | collab | Solar Share Strata | Rooftop solar shared fairly between apartments | Splits the output of a building's rooftop system between units by usage and bills it through the strata levy. | Climate, Hardware | Climate & Energy, Real Estate | Hardware Engineer, Finance | IoT, Financial Modeling
jack | guidance | | Fleet EV Switch | An EV transition plan for tradie fleets | Uses real driving logs to show which utes and vans can go electric now, the charging needed and the payback. | Climate, Logistics, B2B | Mobility, Climate & Energy | Data Scientist | Data Analysis, Python
jack | raw | | Reuse Crates | Returnable delivery crates for cafes and grocers | Suppliers deliver in deposit crates that are collected, washed and reused, replacing cardboard and single-use plastic. | Sustainability, Logistics | Logistics, Food & Beverage | Operations | Operations
jack | raw | private | Bushfire Ready | A property-by-property bushfire readiness checklist | Walks owners through clearing, sprinklers and a leave plan, and shares readiness with insurers. Private while we validate with rural councils. | Climate, Mobile | Climate & Energy, Real Estate | Product Designer | UX Design
jack | pitch | premium | Offset Verify | Independent checks for carbon offset projects | Satellite data and site visits score offset projects so small buyers know what they are paying for. | Climate, AI | Climate & Energy, AI & Machine Learning | ML Engineer, Investor | Computer Vision, Fundraising
jack | raw | | Compost Pickup | Weekly food scrap pickup for apartment blocks | Bins in the basement, a weekly pickup by e-bike and compost returned to the building's garden. | Sustainability, Community | Climate & Energy, Consumer | Community Manager | Operations
aisha | pitch | collab | ShopSun | Pay-as-you-go solar for small shops | Shops replace generator fuel with a solar kit paid in daily mobile-money instalments, switched off remotely if payments stop. | Climate, Fintech, Hardware | Climate & Energy, Fintech | Hardware Engineer, Sales Lead | IoT, Sales
aisha | guidance | premium | Battery Swap Hubs | Swap a flat battery for a full one in two minutes | Swap stations for electric tricycles at motor parks, with batteries charged from solar during the day. | Climate, Hardware, IoT | Mobility, Climate & Energy | Operations, Investor | Embedded Systems, Fundraising
aisha | raw | collab | Solar Installer Academy | Training and certifying solar installers in northern Nigeria | A six-week practical course with certification and job placement with solar companies that cannot find skilled installers. | Climate, Edtech, Impact | Education, Climate & Energy | Domain Expert, Partnerships | Business Development
aisha | raw | | Generator to Solar | See what you would save by switching from your generator | Enter fuel spend and appliances, get a sized solar system, a price and the months to pay it back. | Climate, Fintech | Climate & Energy | Frontend Engineer | React
aisha | guidance | premium | Cold Room Solar | Solar cold rooms for tomato and pepper traders | Traders rent crates in a solar-powered cold room at the market, cutting spoilage that eats half their margin. | Climate, Agritech | Agriculture, Climate & Energy | Operations, Finance | Operations, Financial Modeling
aisha | raw | | Power Outage Map | Where the power is out right now, reported by neighbours | Crowd-reported outages by area with restoration times, useful to residents and to the distribution companies. | Community, Mobile | Climate & Energy, Consumer | Mobile Engineer | Flutter, Data Visualization
aisha | guidance | private | Mini-grid Ops | Software to run village mini-grids | Metering, billing and maintenance scheduling for mini-grid operators. Private while we work with one operator in Kaduna. | Climate, SaaS, IoT | Climate & Energy, Enterprise Software | CTO | IoT, PostgreSQL
aisha | raw | | Clean Cook Credit | Gas cookstoves on credit instead of firewood | Households pay for a gas cookstove and cylinder in small instalments, with refills ordered by phone. | Climate, Fintech, Impact | Climate & Energy, Social Impact | Business Development | Sales
`;

const STAGES: Record<string, IdeaStage> = { raw: 'raw', guidance: 'needs_guidance', pitch: 'full_pitchdeck' };

const list = (cell: string) =>
  cell
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function fromList(allowed: readonly string[], cell: string, line: string): string[] {
  const items = list(cell);
  for (const item of items) {
    if (!allowed.includes(item)) throw new Error(`demo ideas: '${item}' is not a suggestion in "${line}"`);
  }
  return items;
}

function parse(line: string): DemoIdea {
  const [owner, stage, flags, title, oneLiner, shortDescription, tags, industry, lookingFor, skills] = line
    .split('|')
    .map((cell) => cell.trim());
  const stageValue = STAGES[stage ?? ''];
  if (!owner || !DEMO_OWNERS[owner] || !stageValue || !title || !oneLiner || !shortDescription) {
    throw new Error(`demo ideas: bad line "${line}"`);
  }
  if (
    title.length > IDEA.titleMax ||
    oneLiner.length > IDEA.oneLinerMax ||
    shortDescription.length > IDEA.shortDescriptionMax
  ) {
    throw new Error(`demo ideas: text too long in "${title}"`);
  }
  const flagList = list(flags ?? '');
  return {
    owner,
    stage: stageValue,
    isPrivate: flagList.includes('private'),
    isPremium: flagList.includes('premium'),
    openForCollab: flagList.includes('collab'),
    title,
    oneLiner,
    shortDescription,
    tags: fromList(TAG_SUGGESTIONS, tags ?? '', line),
    industry: fromList(INDUSTRY_SUGGESTIONS, industry ?? '', line),
    lookingFor: fromList(ROLE_SUGGESTIONS, lookingFor ?? '', line),
    skills: fromList(SKILL_SUGGESTIONS, skills ?? '', line),
  };
}

export const DEMO_IDEAS: DemoIdea[] = TABLE.trim().split('\n').map(parse);
