import type { BusinessType } from "../../core/business-types";
import type { GeneratorInput } from "./input";

/**
 * One realistic project per business type, as a user would type it at /create.
 * Used by the generator's tests, benchmarks and screenshots. Keep them plausible, not exhaustive.
 */
export const BUSINESS_TYPE_SAMPLES: Readonly<Record<BusinessType, GeneratorInput>> = {
  Restaurant: {
    projectName: "Luigi's Trattoria",
    businessType: "Restaurant",
    description:
      "Family-run Italian trattoria in Portland, Oregon since 1998. We make fresh pasta every morning and bake pizza in a wood-fired oven. Margherita $14, tagliatelle al ragù $19, tiramisu $8.50. Open Tue-Sun 5pm-10pm, closed Mondays. Call (503) 555-0142. I want a website that makes people hungry.",
    requirements:
      "Online table booking, menu with prices, online ordering for pickup, photo gallery of the dining room, opening hours and a map, vegan options clearly marked",
    template: null,
  },
  "E-commerce": {
    projectName: "Northwind Coffee Roasters",
    businessType: "E-commerce",
    description:
      "Small-batch coffee roastery selling single-origin beans and brewing gear online. We roast twice a week and ship across the US. Ethiopia Guji 12oz $18, house espresso blend $16, hand grinder $45. Questions: beans@northwindcoffee.com",
    requirements: "- Online shop with cart and checkout\n- Subscriptions for monthly coffee\n- Free shipping over $50\n- Newsletter signup\n- Customer reviews",
    template: null,
  },
  Portfolio: {
    projectName: "Ava Chen Photography",
    businessType: "Portfolio",
    description:
      "I am a wedding and portrait photographer based in Austin, Texas. I love natural light and candid moments, and I travel for weddings all over the country.",
    requirements:
      "Gallery of my best work; booking enquiries; testimonials from couples; pricing packages: elopement $1,200, full day $3,400. Email ava@avachen.photo",
    template: null,
  },
  Business: {
    projectName: "Brightline Accounting",
    businessType: "Business",
    description:
      "Brightline Accounting helps freelancers and small businesses in Leeds with bookkeeping, tax returns and payroll. We are a team of five chartered accountants.",
    requirements:
      "Request a quote form, list of services with starting prices, FAQ, client testimonials, secure client portal, contact details: hello@brightline-accounting.co.uk, 0113 496 0000. Bookkeeping from £150/month, self-assessment tax return £295. Office at 14 Park Row, Leeds. Mon-Fri 9am-5:30pm",
    template: {
      name: "Professional Services",
      category: "Business",
      description: "A clean, trustworthy layout for consultancies and firms.",
      style: null,
    },
  },
  Technology: {
    projectName: "Stackwise",
    businessType: "Technology",
    description: "Stackwise is a workflow automation platform that connects the tools operations teams already use and removes repetitive manual work.",
    requirements:
      "Book a demo, free trial, integrations with Slack, HubSpot and Google Sheets, API documentation, customer case studies. Plans: Starter $29/mo, Team $99/mo, Business $299/month. Contact sales@stackwise.io",
    template: null,
  },
  Healthcare: {
    projectName: "Riverside Family Dental",
    businessType: "Healthcare",
    description: "Friendly family dental practice in Riverside offering check-ups, hygiene, whitening and emergency appointments. Nervous patients welcome.",
    requirements:
      "Online appointment booking, insurance information, meet our dentists, opening hours Mon-Thu 8am-6pm, Fri 8am-2pm, new patient forms. Phone (951) 555-0199, 3900 Main Street, Riverside, CA",
    template: null,
  },
  Education: {
    projectName: "Brightpath Coding Academy",
    businessType: "Education",
    description: "Evening and weekend coding courses for adults changing careers. Small classes taught by working software engineers.",
    requirements:
      "Course list with levels and duration\nEnrolment online\nFree taster class\nStudent success stories\nOnline or in person\nIntro to Python $450, Web development bootcamp $2,900\nhello@brightpath.academy",
    template: null,
  },
  Other: {
    projectName: "Harbour Yoga Studio",
    businessType: "Other",
    description: "A calm, welcoming yoga and pilates studio by the harbour in Halifax. Classes for complete beginners through to experienced practitioners.",
    requirements:
      "Class timetable: Monday gentle flow 7pm, Wednesday power yoga 6:30pm, Saturday beginners pilates 9am. Book a class online, gift vouchers, Instagram @harbouryoga. Drop-in class $20",
    template: null,
  },
};
