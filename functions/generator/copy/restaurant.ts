import type { Rng } from "../prng";
import type { Section } from "../schema";
import { type CopyVars, type Dish, type TypeKit, type Variant, price } from "./types";

type Course = { name: string; dishes: readonly Dish[] };

function menu(rng: Rng, heading: string, intro: string, courses: readonly Course[], note?: string): Section {
  return {
    kind: "menu",
    heading,
    intro,
    categories: courses.map((c) => ({
      name: c.name,
      // Keep the menu's own order (cheaper starters first reads naturally) but vary the selection.
      items: rng
        .sample(c.dishes, Math.min(c.dishes.length, 4))
        .sort((a, b) => c.dishes.indexOf(a) - c.dishes.indexOf(b))
        .map(([name, description, cents]) => ({ name, description, price: price(cents) })),
    })),
    ...(note ? { note } : {}),
  };
}

const NOTE = "Please tell your server about any allergies. Vegetarian and gluten-free options are available on request.";

const italian: Variant = {
  id: "italian",
  match: /\b(pizz\w*|pasta|italian|trattoria|osteria|ristorante|enoteca|gelat\w*)\b/,
  noun: "trattoria",
  specialty: "wood-fired pizza and pasta made fresh every morning",
  headlines: ["Wood-fired pizza, fresh pasta, good company", "Slow dough, fresh pasta, long lunches"],
  primary: (rng) =>
    menu(
      rng,
      "Our menu",
      "Dough rested for 48 hours, pasta rolled by hand each morning and produce from farms we know by name.",
      [
        {
          name: "To start",
          dishes: [
            ["Burrata", "Creamy burrata, heirloom tomatoes, basil oil and grilled sourdough", 1400],
            ["Arancini", "Saffron risotto balls with a molten mozzarella centre, San Marzano sauce", 1100],
            ["Fritto misto", "Crisp calamari, prawns and courgette, lemon aioli", 1500],
            ["Bruschetta", "Grilled bread, marinated tomatoes, garlic and oregano", 900],
            ["Vitello tonnato", "Thinly sliced veal, tuna caper sauce, rocket", 1600],
          ],
        },
        {
          name: "Pizza & pasta",
          dishes: [
            ["Margherita", "San Marzano tomato, fior di latte, basil, extra-virgin olive oil", 1600],
            ["Diavola", "Spicy salami, chilli honey, mozzarella and oregano", 1900],
            ["Tagliatelle al ragù", "Slow-cooked beef and pork ragù, Parmigiano Reggiano", 2200],
            ["Cacio e pepe", "Tonnarelli, pecorino romano and cracked black pepper", 1800],
            ["Funghi e tartufo", "Wild mushrooms, truffle cream, thyme and fontina", 2100],
          ],
        },
        {
          name: "Dolci",
          dishes: [
            ["Tiramisù", "Espresso-soaked savoiardi, mascarpone cream, cocoa", 900],
            ["Panna cotta", "Vanilla panna cotta with seasonal fruit compote", 850],
            ["Affogato", "Fior di latte gelato drowned in a double espresso", 700],
            ["Cannoli", "Crisp shells filled with sweet ricotta and pistachio", 800],
          ],
        },
      ],
      NOTE,
    ),
};

const cafe: Variant = {
  id: "cafe",
  match: /\b(caf[eé]s?|coffee|espresso|bakery|bakehouse|bake shop|patisserie|p[aâ]tisserie|brunch|breakfast|tea ?room|boulangerie)\b/,
  noun: "café",
  specialty: "specialty coffee, fresh bakes and all-day brunch",
  headlines: ["Good coffee, fresh bakes, slow mornings", "Baked at dawn, poured with care"],
  primary: (rng) =>
    menu(
      rng,
      "Menu",
      "Everything is baked in-house from 5 am, and our beans are roasted in small batches a few miles away.",
      [
        {
          name: "Coffee & tea",
          dishes: [
            ["Flat white", "Double ristretto, silky steamed milk", 450],
            ["Filter of the week", "A rotating single origin, brewed to order", 500],
            ["Chai latte", "House-spiced chai with steamed oat milk", 525],
            ["Iced oat latte", "Espresso over ice with creamy oat milk", 575],
            ["Loose-leaf tea", "Breakfast, Earl Grey, green or fresh mint", 400],
          ],
        },
        {
          name: "From the oven",
          dishes: [
            ["Butter croissant", "Laminated over three days, flaky and golden", 425],
            ["Cardamom bun", "Swedish-style knot with cardamom sugar", 475],
            ["Sourdough loaf", "Naturally leavened, 36-hour ferment", 900],
            ["Almond frangipane tart", "Seasonal fruit on buttery almond cream", 550],
            ["Banana bread", "Toasted, with whipped salted butter", 500],
          ],
        },
        {
          name: "Brunch",
          dishes: [
            ["Avocado on sourdough", "Smashed avocado, feta, chilli, lime and a poached egg", 1400],
            ["Shakshuka", "Baked eggs in spiced tomato and pepper sauce, toasted bread", 1500],
            ["Buttermilk pancakes", "Berries, maple syrup and crème fraîche", 1350],
            ["Bacon & egg brioche", "Smoked bacon, fried egg, cheddar and tomato relish", 1200],
          ],
        },
      ],
    ),
};

const japanese: Variant = {
  id: "japanese",
  match: /\b(sushi|ramen|japanese|izakaya|omakase|udon|yakitori|sashimi)\b/,
  noun: "Japanese kitchen",
  specialty: "sushi, ramen and small plates to share",
  headlines: ["Sushi, ramen and small plates to share", "Rice, broth and fire, done properly"],
  primary: (rng) =>
    menu(
      rng,
      "Menu",
      "Fish delivered daily, broths simmered for eighteen hours and rice seasoned the traditional way.",
      [
        {
          name: "Small plates",
          dishes: [
            ["Edamame", "Steamed soy beans, sea salt or chilli garlic", 600],
            ["Gyoza", "Pan-fried pork and cabbage dumplings, ponzu", 900],
            ["Karaage", "Crisp ginger-soy fried chicken, yuzu mayo", 1100],
            ["Agedashi tofu", "Silken tofu in a light dashi broth", 900],
          ],
        },
        {
          name: "Sushi & sashimi",
          dishes: [
            ["Salmon nigiri (2)", "Scottish salmon over seasoned rice", 800],
            ["Spicy tuna roll", "Tuna, chilli mayo, cucumber and sesame", 1300],
            ["Sashimi moriawase", "Chef's selection of seven pieces", 2400],
            ["Avocado maki", "Ripe avocado, sesame and nori", 900],
          ],
        },
        {
          name: "Ramen",
          dishes: [
            ["Tonkotsu", "Rich pork broth, chashu, ajitama egg, spring onion", 1700],
            ["Shoyu chicken", "Clear soy broth, chicken, bamboo shoots, nori", 1600],
            ["Miso vegetable", "Red miso broth, corn, tofu, seasonal greens", 1500],
          ],
        },
      ],
      NOTE,
    ),
};

const mexican: Variant = {
  id: "mexican",
  match: /\b(tacos?|mexican|cantina|taquer[ií]a|burritos?|tex-?mex|mezcal)\b/,
  noun: "taquería",
  specialty: "handmade tortillas, slow-cooked meats and fresh salsas",
  headlines: ["Handmade tortillas, slow-cooked fillings", "Tacos worth crossing town for"],
  primary: (rng) =>
    menu(
      rng,
      "Menu",
      "Corn nixtamalised in-house, tortillas pressed to order and salsas made fresh every morning.",
      [
        {
          name: "Para empezar",
          dishes: [
            ["Guacamole & totopos", "Avocado, lime, coriander and chilli with warm corn chips", 900],
            ["Elote", "Grilled corn, chipotle mayo, cotija and lime", 700],
            ["Ceviche", "Citrus-cured white fish, mango, red onion and habanero", 1300],
            ["Queso fundido", "Melted cheese with chorizo and roasted poblano", 1100],
          ],
        },
        {
          name: "Tacos (three per order)",
          dishes: [
            ["Al pastor", "Achiote pork, grilled pineapple, onion and coriander", 1300],
            ["Carnitas", "Slow-braised pork, salsa verde and pickled onion", 1300],
            ["Baja fish", "Beer-battered fish, cabbage slaw and chipotle crema", 1400],
            ["Hongos", "Roasted mushrooms, black beans, queso fresco", 1200],
          ],
        },
        {
          name: "Postres",
          dishes: [
            ["Churros", "Cinnamon sugar, dark chocolate dipping sauce", 750],
            ["Tres leches", "Soaked sponge with whipped cream and berries", 800],
            ["Paleta", "Seasonal fruit ice pop", 450],
          ],
        },
      ],
      NOTE,
    ),
};

const indian: Variant = {
  id: "indian",
  match: /\b(indian|curry|curries|tandoor\w*|biryani|masala|dosa|thali)\b/,
  noun: "Indian kitchen",
  specialty: "regional curries, tandoor grills and fresh breads",
  headlines: ["Regional Indian cooking, spiced with care", "From the tandoor to your table"],
  primary: (rng) =>
    menu(
      rng,
      "Menu",
      "Spices toasted and ground in-house every day, breads baked to order in our clay tandoor.",
      [
        {
          name: "Starters",
          dishes: [
            ["Onion bhaji", "Crisp onion fritters with tamarind chutney", 700],
            ["Samosa chaat", "Crushed samosa, chickpeas, yoghurt and chutneys", 900],
            ["Chicken tikka", "Yoghurt-marinated chicken from the tandoor", 1100],
            ["Paneer shashlik", "Grilled paneer, peppers and onion", 1000],
          ],
        },
        {
          name: "Curries",
          dishes: [
            ["Butter chicken", "Tandoori chicken in a silky tomato and fenugreek sauce", 1800],
            ["Lamb rogan josh", "Kashmiri chilli, fennel and slow-cooked lamb", 2000],
            ["Chana masala", "Chickpeas in a tangy onion-tomato masala", 1400],
            ["Saag paneer", "Spinach, fresh cheese, garlic and ginger", 1500],
          ],
        },
        {
          name: "Breads & rice",
          dishes: [
            ["Garlic naan", "Baked to order in the tandoor", 450],
            ["Lachha paratha", "Flaky layered wholewheat bread", 450],
            ["Vegetable biryani", "Fragrant basmati, saffron and crisp onions", 1500],
          ],
        },
      ],
      NOTE,
    ),
};

const bistro: Variant = {
  id: "bistro",
  match: null,
  noun: "restaurant",
  specialty: "seasonal cooking with local ingredients",
  primary: (rng) =>
    menu(
      rng,
      "Seasonal menu",
      "Our menu changes with the seasons and what our growers bring to the back door each morning.",
      [
        {
          name: "Starters",
          dishes: [
            ["Heritage beetroot", "Whipped goat's cheese, hazelnuts and aged balsamic", 1200],
            ["Soup of the day", "Made fresh each morning, with house sourdough", 900],
            ["Crispy pork belly", "Apple purée, crackling and cider glaze", 1400],
            ["Smoked trout", "Horseradish cream, pickled cucumber and rye crisp", 1300],
            ["Burrata", "Charred peaches, basil and toasted pine nuts", 1400],
          ],
        },
        {
          name: "Mains",
          dishes: [
            ["Roast chicken", "Free-range half chicken, garlic butter, crisp potatoes", 2400],
            ["Pan-seared salmon", "Crushed new potatoes, samphire and beurre blanc", 2600],
            ["Braised short rib", "Creamy polenta, gremolata and red wine jus", 2900],
            ["Wild mushroom risotto", "Aged parmesan, thyme and truffle oil", 2100],
            ["Market fish", "Today's catch with seasonal greens and salsa verde", 2700],
          ],
        },
        {
          name: "Desserts",
          dishes: [
            ["Sticky toffee pudding", "Warm date sponge, toffee sauce, vanilla ice cream", 900],
            ["Dark chocolate tart", "Sea salt, crème fraîche", 950],
            ["Lemon posset", "Shortbread and fresh berries", 850],
            ["Cheese board", "Three local cheeses, quince and crackers", 1500],
          ],
        },
      ],
      NOTE,
    ),
};

export const restaurantKit: TypeKit = {
  audience: "guests",
  variants: [italian, cafe, japanese, mexican, indian, bistro],
  eyebrows: ["Welcome to {name}", "Now taking reservations", "Open for lunch & dinner", "Locally loved{inPlace}"],
  taglines: [
    "{Specialty}{inPlace}",
    "A neighbourhood {noun}{inPlace}",
    "Honest food, made with care",
    "Fresh, seasonal and made from scratch",
  ],
  headlines: [
    "A table worth coming back to",
    "Made from scratch, served with care",
    "Fresh food, warm welcome",
    "Your new favourite {noun}",
  ],
  subheadlines: [
    "{Specialty}{inPlace}. Come hungry, stay a while, and let us take care of the rest.",
    "From weekday lunches to long weekend dinners, {name} serves {specialty} in a room that feels like home.",
    "A neighbourhood {noun} serving {specialty}. Book a table, order for pickup or just drop in.",
  ],
  primaryCtas: ["Book a table", "Reserve a table", "Book your table"],
  secondaryCta: "See the menu",
  aboutHeadings: ["Our story", "About {name}", "Cooked with care"],
  aboutParagraphs: [
    "{name} started with a simple idea: cook the food we love to eat, with ingredients we are proud of, and serve it the way we would at home.",
    "We buy from local growers, fishermen and producers whenever we can, and let the seasons decide what goes on the plate.",
    "Whether it is a quick lunch, a birthday dinner or a Tuesday night treat, our team will make you feel like a regular from the moment you walk in.",
    "Everything from our sauces to our desserts is made in-house, in small batches, every day.",
  ],
  featuresHeading: ["More than a meal", "Why guests love us", "Good to know"],
  featuresIntro: ["A few of the things that make a visit to {name} easy and enjoyable."],
  defaultFeatures: [
    { title: "Table reservations", description: "Reserve ahead for busy evenings, or walk in and we will find you a seat." },
    { title: "Takeaway", description: "Your favourites packed to travel, ready when you arrive." },
    { title: "Private dining", description: "Celebrations, team dinners and family gatherings with a set menu made for sharing." },
    { title: "Seasonal specials", description: "New dishes every few weeks, built around what is best at the market." },
  ],
  testimonials: [
    { quote: "The best meal we have had in months. Warm service, generous portions, and the desserts are not to be missed.", role: "Regular guest" },
    { quote: "We booked {name} for my mum's birthday and the team made the whole evening feel special.", role: "Celebrated a birthday" },
    { quote: "Our go-to for a Friday night. The menu keeps changing but the quality never does.", role: "Local guide" },
    { quote: "Proper cooking without the fuss. You can taste that everything is made fresh.", role: "Food blogger" },
    { quote: "Friendly staff, a relaxed room and food that is clearly made with love. We will be back.", role: "First-time visitor" },
  ],
  faq: [
    { question: "Do I need to book?", answer: "Walk-ins are always welcome, but we recommend booking for Friday and Saturday evenings." },
    { question: "Can you cater for allergies?", answer: "Yes. Please tell us when you book or let your server know, and the kitchen will guide you through the menu." },
    { question: "Do you host private events?", answer: "We do. Get in touch with your date and group size and we will put together a menu for you." },
    { question: "Are children welcome?", answer: "Absolutely. We have high chairs and a small children's menu on request." },
    { question: "Is there parking nearby?", answer: "There is street parking close by and a public car park a short walk away." },
  ],
  contactHeadings: ["Visit us", "Come and see us", "Find us"],
  contactIntros: [
    "Book a table, ask about private events or just say hello. We would love to hear from you.",
    "Reservations, large groups and events: get in touch and we will get back to you the same day.",
  ],
  contactHours: "Tue–Sun · 12 pm – 3 pm & 5:30 pm – 10 pm",
  seoNoun: "restaurant",
  seoDescriptions: [
    "{Specialty}{inPlace}. See the menu, book a table and find opening hours for {name}.",
    "{name} is a {noun}{inPlace} serving {specialty}. Book a table or order for pickup.",
  ],
};

export type { CopyVars };
