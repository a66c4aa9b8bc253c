import type { Rng } from "../prng";
import type { Section } from "../schema";
import type { TypeKit, Variant } from "./types";

type Course = readonly [title: string, level: string, duration: string, summary: string];

function courses(rng: Rng, heading: string, intro: string, list: readonly Course[]): Section {
  return {
    kind: "courses",
    heading,
    intro,
    courses: rng
      .sample(list, 6)
      .sort((a, b) => list.indexOf(a) - list.indexOf(b))
      .map(([title, level, duration, summary]) => ({ title, level, duration, summary })),
  };
}

const languages: Variant = {
  id: "languages",
  match: /\b(language school|languages?|english|spanish|french|german|italian|japanese|mandarin|esl|ielts|toefl)\b/,
  noun: "language school",
  specialty: "friendly, conversation-first language classes",
  headlines: ["Speak with confidence, sooner", "Learn a language by using it"],
  primary: (rng) =>
    courses(rng, "Courses", "Small groups, native-speaker teachers and lots of real conversation from the very first class.", [
      ["Absolute beginners", "Beginner", "10 weeks", "Greetings, ordering food and everyday phrases, with no prior knowledge needed."],
      ["Conversation club", "Intermediate", "Ongoing", "Relaxed weekly sessions to build fluency on real-world topics."],
      ["Business communication", "Upper intermediate", "8 weeks", "Meetings, emails and presentations with confidence."],
      ["Exam preparation", "Advanced", "12 weeks", "Focused practice and mock exams for internationally recognised certificates."],
      ["Intensive summer course", "All levels", "4 weeks", "Fifteen hours a week for fast, noticeable progress."],
      ["Private lessons", "All levels", "Flexible", "One-to-one lessons shaped entirely around your goals."],
    ]),
};

const coding: Variant = {
  id: "coding",
  match: /\b(coding|code|programming|bootcamp|developer|software|web development|data science|python|javascript|tech skills)\b/,
  noun: "coding school",
  specialty: "practical coding courses that lead to real jobs",
  headlines: ["Learn to code. Build real things.", "Your path into tech starts here"],
  primary: (rng) =>
    courses(rng, "Courses", "Project-based learning with mentors from industry, and career support when you finish.", [
      ["Intro to programming", "Beginner", "6 weeks", "Learn to think like a programmer with Python, one small project at a time."],
      ["Full-stack web development", "Intermediate", "16 weeks", "HTML, CSS, JavaScript, databases and deployment, ending with a portfolio project."],
      ["Data analysis with Python", "Intermediate", "10 weeks", "Clean, analyse and visualise real data sets with pandas and notebooks."],
      ["UX & product design", "Beginner", "8 weeks", "Research, wireframes and prototypes that solve real user problems."],
      ["Cloud fundamentals", "Intermediate", "6 weeks", "Deploy, monitor and scale applications in the cloud."],
      ["Career accelerator", "Advanced", "4 weeks", "Interview practice, portfolio reviews and introductions to hiring partners."],
    ]),
};

const music: Variant = {
  id: "music",
  match: /\b(music|piano|guitar|violin|singing|vocal|drums?|choir|orchestra|lessons? in (piano|guitar))\b/,
  noun: "music school",
  specialty: "music lessons for every age and ability",
  headlines: ["Discover the joy of making music", "Play the music you love"],
  primary: (rng) =>
    courses(rng, "Lessons & classes", "Patient, professional teachers and a welcoming space to practise and perform.", [
      ["Piano for beginners", "Beginner", "12 weeks", "Reading music, good technique and your first pieces, in friendly one-to-one lessons."],
      ["Guitar foundations", "Beginner", "10 weeks", "Chords, strumming and songs you already know."],
      ["Singing & voice", "All levels", "Term", "Breathing, range and confidence, from first notes to performance."],
      ["Music theory", "Intermediate", "8 weeks", "Harmony, rhythm and ear training that make everything else easier."],
      ["Kids' music club", "Ages 5–8", "Term", "Rhythm games, singing and first instruments in small groups."],
      ["Exam preparation", "Advanced", "Flexible", "Focused coaching for graded exams and auditions."],
    ]),
};

const tutoring: Variant = {
  id: "tutoring",
  match: /\b(tutor\w*|tuition|homework|exams?|gcse|sat|act|a-?levels?|maths?|math|science|reading|after-?school|learning centre|learning center)\b/,
  noun: "tutoring centre",
  specialty: "personal tutoring that builds confidence and grades",
  headlines: ["Confidence today, better grades tomorrow", "Tutoring that makes it click"],
  primary: (rng) =>
    courses(rng, "Programmes", "Qualified teachers, small groups and regular progress reports for parents.", [
      ["Primary maths & reading", "Ages 6–11", "Weekly", "Strong foundations in number, reading and writing, in small friendly groups."],
      ["Secondary maths", "Ages 11–16", "Weekly", "Clear explanations and plenty of practice, matched to the school curriculum."],
      ["Science tutoring", "Ages 11–18", "Weekly", "Biology, chemistry and physics made understandable."],
      ["Exam preparation", "Ages 14–18", "10 weeks", "Past papers, exam technique and revision plans that reduce stress."],
      ["English & essay writing", "Ages 11–18", "Weekly", "Reading, analysis and essays with structure and style."],
      ["Holiday bootcamps", "All ages", "1 week", "Intensive catch-up and head-start sessions during school holidays."],
    ]),
};

const academy: Variant = {
  id: "academy",
  match: null,
  noun: "learning academy",
  specialty: "practical courses taught by experienced teachers",
  primary: (rng) =>
    courses(rng, "Courses", "Practical, well-structured courses, in person and online, for learners at every stage.", [
      ["Foundations", "Beginner", "6 weeks", "A friendly introduction to the essentials, with plenty of hands-on practice."],
      ["Skills in practice", "Intermediate", "8 weeks", "Apply what you know to realistic projects, with feedback every week."],
      ["Professional certificate", "Advanced", "12 weeks", "In-depth study and a final project, leading to a recognised certificate."],
      ["Weekend workshop", "All levels", "2 days", "An intensive, focused weekend on one practical topic."],
      ["Evening classes", "All levels", "10 weeks", "Learn alongside work, one evening a week."],
      ["One-to-one coaching", "All levels", "Flexible", "Personal sessions shaped around your goals and schedule."],
    ]),
};

export const educationKit: TypeKit = {
  audience: "students",
  variants: [languages, coding, music, tutoring, academy],
  eyebrows: ["Enrolling now", "New courses this term", "Classes for every age{inPlace}"],
  taglines: ["{Specialty}", "Learn with confidence", "Where curiosity turns into skill"],
  headlines: ["Learn with confidence", "Where curiosity turns into skill", "Grow your skills, at your pace"],
  subheadlines: [
    "{name} offers {specialty}{inPlace}. Small classes, inspiring teachers and a clear path to progress.",
    "{Specialty}, with flexible schedules, supportive teachers and progress you can see.",
    "Join learners of every age at {name}: {specialty}, in person and online.",
  ],
  primaryCtas: ["Enrol now", "Book a free trial class", "Find your course"],
  secondaryCta: "Browse courses",
  aboutHeadings: ["About {name}", "Why learn with us", "Our approach"],
  aboutParagraphs: [
    "{name} was founded by teachers who believe everyone can learn anything with the right support, the right pace and a little encouragement.",
    "Our classes are small, so every student gets attention, feedback and the chance to ask questions.",
    "We combine proven teaching methods with practical, real-world activities, so what you learn sticks.",
    "Whether you are starting from scratch or aiming for the next level, we will help you set goals and reach them.",
  ],
  steps: {
    heading: "How to join",
    intro: "Getting started takes just a few minutes.",
    steps: [
      { title: "Choose a course", description: "Browse courses by level and schedule, or ask us to recommend one." },
      { title: "Try a class", description: "Join a free trial class to meet the teacher and the group." },
      { title: "Enrol", description: "Reserve your place online and receive everything you need by email." },
      { title: "Start learning", description: "Attend in person or online, with progress reviews along the way." },
    ],
  },
  featuresHeading: ["Why learners choose us", "Learning, made easy"],
  featuresIntro: ["Everything you need to learn well and stay motivated."],
  defaultFeatures: [
    { title: "Small classes", description: "Never more than twelve learners, so everyone gets attention." },
    { title: "Qualified teachers", description: "Experienced, friendly teachers who love what they do." },
    { title: "Flexible schedules", description: "Daytime, evening and weekend options, in person or online." },
    { title: "Progress you can see", description: "Regular feedback and clear milestones to keep you motivated." },
  ],
  testimonials: [
    { quote: "I learned more in one term at {name} than in years of trying on my own. The teachers are brilliant.", role: "Adult learner" },
    { quote: "My son actually looks forward to his lessons now. His confidence has grown so much.", role: "Parent" },
    { quote: "Small groups, patient teachers and a really supportive atmosphere. Highly recommended.", role: "Student" },
    { quote: "Flexible enough to fit around my job, and structured enough that I kept improving.", role: "Evening class student" },
  ],
  faq: [
    { question: "Do I need any experience?", answer: "No. We have courses for complete beginners as well as advanced learners, and we will help you find the right level." },
    { question: "Can I try a class before enrolling?", answer: "Yes. Most courses offer a free trial class so you can meet the teacher and the group." },
    { question: "Are classes online or in person?", answer: "Both. Many courses run in our classrooms and live online, and you can switch if your plans change." },
    { question: "What happens if I miss a class?", answer: "Materials are shared after every class, and teachers are happy to help you catch up." },
    { question: "Do you offer discounts?", answer: "We offer sibling and early-booking discounts. Ask us for details when you enrol." },
  ],
  contactHeadings: ["Start learning", "Get in touch", "Ask us anything"],
  contactIntros: [
    "Not sure which course is right for you? Send us a message and we will help you choose.",
    "Questions about levels, timetables or fees? We reply within one working day.",
  ],
  contactHours: "Office: Mon–Fri · 9 am – 6 pm",
  seoNoun: "education",
  seoDescriptions: [
    "{name} offers {specialty}{inPlace}. Browse courses and book a free trial class.",
    "{Specialty}. Small classes, qualified teachers and flexible schedules at {name}.",
  ],
};
