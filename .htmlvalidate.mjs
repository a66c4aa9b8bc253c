// html-validate over every built page (scripts/validate-html.mjs, a step of `npm test`).
// The recommended rules, less those about how React serialises markup (valid HTML either way):
// `autoComplete` spelt in camel case, `<input/>`, `disabled=""`, ids from useId such as `_r1R_0_`,
// style attributes (progress bars; allowed by our CSP), and Radix's toast region (a div with role=region).
export default {
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "valid-id": ["error", { relaxed: true }],
    "no-inline-style": "off",
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // Titles follow the spec's '{title} | {brand}'; a long post title makes a long document title.
    "long-title": "off",
  },
};
