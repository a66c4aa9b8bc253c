import type { Rng } from "../prng";
import type { Section } from "../schema";
import { type TypeKit, type Variant, shopPrice } from "./types";

type Product = readonly [name: string, description: string, cents: number, badge?: string];

function products(rng: Rng, heading: string, intro: string, list: readonly Product[]): Section {
  const chosen = rng.sample(list, 6);
  return {
    kind: "products",
    heading,
    intro,
    items: chosen.map(([name, description, cents, badge]) => ({
      name,
      description,
      price: shopPrice(cents),
      ...(badge ? { badge } : {}),
    })),
  };
}

const apparel: Variant = {
  id: "apparel",
  match: /\b(cloth\w*|apparel|fashion|boutique|t-?shirts?|tees|hoodies?|dresses|wear|garments?|knitwear|streetwear)\b/,
  noun: "clothing label",
  specialty: "timeless everyday clothing made to last",
  headlines: ["Everyday clothes, made to last", "Wear it more, worry less"],
  primary: (rng) =>
    products(rng, "Shop the collection", "Small batches, honest fabrics and cuts that work with everything you already own.", [
      ["Everyday organic tee", "Heavyweight organic cotton with a relaxed, boxy fit", 3800, "Bestseller"],
      ["Merino crew jumper", "Soft, breathable and warm without the bulk", 12000],
      ["Wide-leg linen trousers", "Washed European linen with a comfortable elastic back", 9500, "New"],
      ["Recycled puffer vest", "Light, packable warmth made from recycled fill", 11000],
      ["Canvas overshirt", "Sturdy cotton canvas that softens with every wear", 8900],
      ["Ribbed tank", "Stretch-cotton rib, made for layering", 2800],
      ["Relaxed denim jacket", "Rigid selvedge denim that ages beautifully", 14500],
      ["Wool beanie", "Chunky rib knit in Scottish lambswool", 3500],
    ]),
};

const coffee: Variant = {
  id: "coffee",
  match: /\b(coffee|roast(er|ery|ers)?|beans|espresso|tea|matcha)\b/,
  noun: "roastery",
  specialty: "freshly roasted coffee delivered to your door",
  headlines: ["Freshly roasted, delivered to your door", "Better coffee at home starts here"],
  primary: (rng) =>
    products(rng, "Shop coffee", "Roasted to order every Monday and Thursday and shipped within a day.", [
      ["House espresso blend", "Chocolate, hazelnut and caramel. 250 g whole bean or ground", 1600, "Bestseller"],
      ["Ethiopia Yirgacheffe", "Bright and floral with notes of bergamot and peach", 1900],
      ["Colombia Huila", "Red apple, panela sugar and a silky body", 1800],
      ["Swiss Water decaf", "All the flavour, none of the jitters", 1700],
      ["Pour-over starter kit", "Dripper, 40 filters and a bag of our filter blend", 4800, "Gift idea"],
      ["Monthly subscription", "A new single origin every month, free delivery", 1650, "Save 10%"],
      ["Stoneware mug", "Handmade by a local potter, 300 ml", 2400],
      ["Cold brew pack", "Pre-portioned coarse grind for smooth cold brew", 1400, "New"],
    ]),
};

const home: Variant = {
  id: "home",
  match: /\b(candles?|home ?(goods|decor|ware)|interiors?|ceramics?|pottery|homeware|furniture|linens?|plants?)\b/,
  noun: "home store",
  specialty: "handmade pieces for a calmer home",
  headlines: ["Small things that make a house a home", "Handmade for slower living"],
  primary: (rng) =>
    products(rng, "Shop the collection", "Made in small batches by independent makers, using natural materials.", [
      ["Soy wax candle", "Cedar, fig and amber. Hand-poured, 50-hour burn", 3200, "Bestseller"],
      ["Stoneware vase", "Wheel-thrown with a speckled matte glaze", 5400],
      ["Linen napkins (set of 4)", "Stonewashed European linen in oatmeal", 3800],
      ["Olive wood board", "Hand-carved serving board, every one unique", 4600, "New"],
      ["Wool throw", "Woven herringbone throw in undyed wool", 12500],
      ["Reed diffuser", "Sea salt and sage, lasts around three months", 2900],
      ["Ceramic planter", "Textured planter with drainage and saucer", 3600],
      ["Beeswax wraps", "A set of three reusable food wraps", 1800, "Eco pick"],
    ]),
};

const beauty: Variant = {
  id: "beauty",
  match: /\b(skin ?care|beauty|cosmetics?|serums?|soaps?|bath|make-?up|haircare|perfume|fragrance|organic care)\b/,
  noun: "skincare brand",
  specialty: "clean, effective skincare with ingredients you can pronounce",
  headlines: ["Clean skincare that actually works", "Simple routines, visible results"],
  primary: (rng) =>
    products(rng, "Shop skincare", "Formulated with dermatologists, tested on people (never on animals) and packed in recyclable glass.", [
      ["Daily gentle cleanser", "Low-foam gel cleanser with oat and aloe", 2400, "Bestseller"],
      ["Vitamin C serum", "10% vitamin C for brighter, more even skin", 3800],
      ["Barrier repair cream", "Ceramides and squalane for dry, stressed skin", 3400],
      ["Mineral SPF 30", "Lightweight, no white cast, reef-friendly", 2900, "New"],
      ["Overnight retinal", "A gentle retinal for smoother texture", 4600],
      ["Cold-process soap", "Olive oil, shea and lavender, hand-cut", 1200],
      ["Lip balm trio", "Beeswax, vanilla and a hint of colour", 1500, "Gift idea"],
      ["Routine starter set", "Cleanser, serum and cream in travel sizes", 5200, "Save 15%"],
    ]),
};

const jewelry: Variant = {
  id: "jewelry",
  match: /\b(jewel(le)?ry|rings?|necklaces?|earrings?|bracelets?|silver|gold|gemstones?)\b/,
  noun: "jewellery studio",
  specialty: "handmade jewellery in recycled silver and gold",
  headlines: ["Handmade jewellery for every day", "Pieces you will never take off"],
  primary: (rng) =>
    products(rng, "Shop jewellery", "Designed and made by hand in our studio, using recycled sterling silver and solid gold.", [
      ["Signet ring", "Recycled sterling silver, engravable", 8500, "Bestseller"],
      ["Fine chain necklace", "14k gold-filled, 45 cm with extender", 6800],
      ["Pearl drop earrings", "Freshwater pearls on gold vermeil hoops", 5900, "New"],
      ["Stacking ring set", "Three textured silver bands", 7200],
      ["Birthstone pendant", "Choose your stone, set in solid 9k gold", 12000],
      ["Chunky hoops", "Hollow silver hoops, light enough for every day", 6400],
      ["Charm bracelet", "Adjustable chain with one charm of your choice", 5500, "Gift idea"],
    ]),
};

const general: Variant = {
  id: "general",
  match: null,
  noun: "online shop",
  specialty: "thoughtfully made goods, shipped with care",
  primary: (rng) =>
    products(rng, "Shop bestsellers", "A small, carefully chosen range. Everything is tested by us before it reaches you.", [
      ["The everyday tote", "Heavy canvas, inside pocket, carries a laptop with ease", 4200, "Bestseller"],
      ["Insulated bottle", "Keeps drinks cold for 24 hours or hot for 12", 3200],
      ["Notebook set", "Three A5 notebooks with recycled paper", 2400, "New"],
      ["Gift box", "A curated selection of our favourites, gift-wrapped", 6500, "Gift idea"],
      ["Leather card holder", "Vegetable-tanned leather, holds six cards", 3800],
      ["Desk organiser", "Solid oak tray for pens, phone and keys", 4800],
      ["Scented candle", "Fig and cedar, 40-hour burn", 2800],
      ["Gift card", "Any amount, delivered by email", 2500],
    ]),
};

export const ecommerceKit: TypeKit = {
  audience: "customers",
  variants: [apparel, coffee, beauty, jewelry, home, general],
  eyebrows: ["New season, new arrivals", "Free shipping on orders over $50", "Shop {name}"],
  taglines: ["{Specialty}", "Thoughtfully made, fairly priced", "Made well, made to last"],
  headlines: ["Thoughtfully made, fairly priced", "Quality you can feel", "Made to be loved for years"],
  subheadlines: [
    "{Specialty}. Free shipping over $50, easy 30-day returns and real people on hand to help.",
    "Discover {specialty}. Every order is packed by hand and shipped with tracking.",
    "{name} brings you {specialty}, with secure checkout and friendly support from order to unboxing.",
  ],
  primaryCtas: ["Shop now", "Shop the collection", "Browse the shop"],
  secondaryCta: "See bestsellers",
  aboutHeadings: ["Why {name}", "Our story", "Made with care"],
  aboutParagraphs: [
    "{name} began at a kitchen table with one product we could not find anywhere else. Today we make a small range of things we are genuinely proud of.",
    "We work with a handful of makers and suppliers we know personally, pay them fairly and choose materials that last.",
    "Every order is packed by hand, in plastic-free packaging, and sent with tracking so you always know where it is.",
    "If something is not right, tell us. Our returns are simple, and our support team replies within a day.",
  ],
  featuresHeading: ["Shopping made easy", "Why shop with us"],
  featuresIntro: ["Everything you would expect from a good shop, and a few things you might not."],
  defaultFeatures: [
    { title: "Free shipping over $50", description: "Tracked delivery on every order, free when you spend $50 or more." },
    { title: "30-day returns", description: "Not quite right? Send it back within 30 days for a full refund." },
    { title: "Secure checkout", description: "Pay by card, Apple Pay or Google Pay through an encrypted checkout." },
    { title: "Gift wrapping", description: "Add a handwritten note and gift wrap to any order at checkout." },
  ],
  testimonials: [
    { quote: "Beautiful quality and it arrived two days after I ordered. You can tell real care goes into every package.", role: "Verified buyer" },
    { quote: "I have bought from {name} four times now. Consistently lovely products and brilliant service.", role: "Repeat customer" },
    { quote: "Needed to swap a size and it was completely painless. That alone earned my loyalty.", role: "Verified buyer" },
    { quote: "Bought it as a gift and ended up ordering one for myself. The packaging alone is worth it.", role: "Gift shopper" },
  ],
  faq: [
    { question: "How long does delivery take?", answer: "Orders leave us within two working days. Standard delivery takes 2–4 days and every parcel is tracked." },
    { question: "What is your returns policy?", answer: "Unused items can be returned within 30 days for a full refund. Start a return by emailing our team." },
    { question: "Do you ship internationally?", answer: "Yes, to most countries. Shipping costs and times are shown at checkout before you pay." },
    { question: "Which payment methods do you accept?", answer: "All major cards, Apple Pay and Google Pay, through a secure, encrypted checkout." },
    { question: "Can I change my order?", answer: "Email us within a few hours of ordering and we will do our best to update it before it ships." },
  ],
  contactHeadings: ["Questions? We are here to help", "Get in touch"],
  contactIntros: [
    "Questions about an order, sizing or wholesale? Send us a message and a real person will reply within one working day.",
  ],
  contactHours: "Customer care: Mon–Fri · 9 am – 5 pm",
  seoNoun: "online shop",
  seoDescriptions: [
    "Shop {specialty} at {name}. Free shipping over $50 and easy 30-day returns.",
    "{name}: {specialty}. Secure checkout, tracked delivery and friendly support.",
  ],
};
