import type { AnnotationShape } from '@/api/types';
import type { ArtworkElementName } from '@/offline/artwork/element-boxes';
import { DEMO_ASSETS } from '@/offline/assets';

/** One seeded review thread; points are shares of the page (0..1), on the element it names. */
export interface NoteSeed {
  /** What on the artwork the comment is about (artwork/element-boxes.ts knows where it is). */
  element: ArtworkElementName | null;
  shape: AnnotationShape | null;
  text: string;
  /** Index into the project's authors (owners first, then the client's other users). */
  author: number;
  /** Page index (0 = first page). */
  page: number;
  /** On the asset's first version (a thread of an earlier round) rather than its latest. */
  firstVersion?: boolean;
  completed?: boolean;
  hidden?: boolean;
  replies?: { author: number; text: string }[];
}

const RED = '#e03131';
const BLUE = '#1971c2';
const ORANGE = '#f08c00';
const GREEN = '#2f9e44';
const PURPLE = '#9c36b5';

/**
 * The review threads of each annotated demo asset, about that asset's own artwork. Every asset
 * has the same mix (a rectangle with two replies, a pin, a completed ellipse, an arrow, a hidden
 * freehand line, a general comment), so the panel's filters show the same counts everywhere.
 */
export const DEMO_NOTES: Readonly<Record<string, readonly NoteSeed[]>> = {
  // Oat Crunch carton flat (1800 x 1400 px).
  [DEMO_ASSETS.acmeGranolaCarton]: [
    {
      element: 'productName',
      shape: { type: 'rect', points: [0.53, 0.35, 0.74, 0.4], color: RED },
      text: "Product name: use the 2024 Oat Crunch wordmark (tighter spacing), as in the brand guide's page 12.",
      author: 1,
      page: 0,
      replies: [
        { author: 0, text: 'The agency sends the wordmark file with R3.' },
        { author: 1, text: 'Thanks, that works for the brand guidelines.' },
      ],
    },
    {
      element: 'barcode',
      shape: { type: 'pin', points: [0.44, 0.57], color: BLUE },
      text: 'Barcode quiet zone: the bars start 3 mm from the crease; please confirm with the printer that 2.5 mm stays clear after folding.',
      author: 0,
      page: 0,
    },
    {
      element: 'nutritionTable',
      shape: { type: 'ellipse', points: [0.14, 0.49, 0.35, 0.53], color: ORANGE },
      text: "Sugars say 18.5 g per 100 g; October's lab sheet says 17.9 g. Which is right?",
      author: 1,
      page: 0,
      completed: true,
      replies: [{ author: 0, text: 'The lab sheet is right; 17.9 g goes in with R3.' }],
    },
    {
      element: 'ingredients',
      shape: { type: 'arrow', points: [0.86, 0.43, 0.8, 0.41], color: GREEN },
      text: 'The bakery also handles sesame: the may-contain line needs it.',
      author: 0,
      page: 0,
    },
    {
      element: 'picture',
      shape: {
        type: 'freehand',
        points: [0.58, 0.48, 0.61, 0.47, 0.64, 0.49, 0.67, 0.47, 0.69, 0.49],
        color: PURPLE,
      },
      text: 'The cranberries in the bowl print purple; warm them towards Pantone 7427 C.',
      author: 1,
      page: 0,
      hidden: true,
    },
    {
      element: null,
      shape: null,
      text: 'Overall the layout is approved from the marketing side.',
      author: 0,
      page: 0,
    },
  ],
  // Jasmine Pearls gift box wrap flat (same layout as the carton flat).
  [DEMO_ASSETS.acmeTeaCarton]: [
    {
      element: 'productName',
      shape: { type: 'rect', points: [0.53, 0.35, 0.74, 0.4], color: RED },
      text: '"Jasmine Pearls" in gold foil: the serif hairlines are under 0.3 mm and will not foil cleanly.',
      author: 1,
      page: 0,
      replies: [
        { author: 0, text: 'We switch to the bold cut; the foil test is next week.' },
        { author: 1, text: 'Thanks, that works for the brand guidelines.' },
      ],
    },
    {
      element: 'lotBox',
      shape: { type: 'pin', points: [0.63, 0.17], color: BLUE },
      text: 'The right panel says "best before: see base", but this lot box is on the lid. Move it to the base.',
      author: 0,
      page: 0,
    },
    {
      element: 'brewingSteps',
      shape: { type: 'ellipse', points: [0.14, 0.43, 0.35, 0.47], color: ORANGE },
      text: 'Step 2 says 80 °C; the German insert says 85 °C. Which is right?',
      author: 1,
      page: 0,
      completed: true,
      replies: [{ author: 0, text: '80 °C is right; the insert will be corrected.' }],
    },
    {
      element: 'barcode',
      shape: { type: 'arrow', points: [0.48, 0.53, 0.44, 0.58], color: GREEN },
      text: 'On the made-up box the ribbon crosses this side: keep the barcode clear of it.',
      author: 0,
      page: 0,
    },
    {
      element: 'picture',
      shape: {
        type: 'freehand',
        points: [0.59, 0.49, 0.61, 0.5, 0.63, 0.49, 0.66, 0.5, 0.68, 0.49],
        color: PURPLE,
      },
      text: 'The tea in the cup looks yellow; jasmine green tea should be a pale green-gold.',
      author: 1,
      page: 0,
      hidden: true,
    },
    {
      element: null,
      shape: null,
      text: 'Overall the layout is approved from the marketing side; the foil proof is still to come.',
      author: 0,
      page: 0,
    },
  ],
  // Cold Brew Original bottle label (1800 x 640 px); its asset is still called the coffee pouch.
  [DEMO_ASSETS.acmeCoffeePouch]: [
    {
      element: 'ingredients',
      shape: { type: 'rect', points: [0.03, 0.13, 0.27, 0.3], color: RED },
      text: 'At 60 mg caffeine per 100 ml the label needs the legal wording "High caffeine content. Not recommended for children or pregnant or breast-feeding women".',
      author: 1,
      page: 0,
      replies: [
        { author: 0, text: 'We use the legal wording and keep it under the ingredients.' },
        { author: 1, text: 'Thanks, legal is fine with that.' },
      ],
    },
    {
      element: 'barcode',
      shape: { type: 'pin', points: [0.93, 0.8], color: BLUE },
      text: "Barcode quiet zone looks too narrow on the right, next to the label's overlap; please confirm with the printer.",
      author: 0,
      page: 0,
    },
    {
      element: 'bestBeforeBox',
      shape: { type: 'ellipse', points: [0.74, 0.15, 0.97, 0.22], color: ORANGE },
      text: 'The date and batch code are printed on the neck, so this box can go.',
      author: 1,
      page: 0,
      completed: true,
      replies: [{ author: 0, text: 'Removed in revision C.' }],
    },
    {
      element: 'nutritionTable',
      shape: { type: 'arrow', points: [0.2, 0.55, 0.14, 0.42], color: GREEN },
      text: 'Energy value per 100 ml is right; please add it per bottle too (250 ml: 20 kJ / 5 kcal).',
      author: 0,
      page: 0,
    },
    {
      element: 'picture',
      shape: {
        type: 'freehand',
        points: [0.42, 0.62, 0.46, 0.6, 0.5, 0.63, 0.54, 0.6, 0.58, 0.63],
        color: PURPLE,
      },
      text: 'The beans disappear against the dark paper; give them a light rim.',
      author: 1,
      page: 0,
      hidden: true,
    },
    {
      element: null,
      shape: null,
      text: 'Overall the layout is approved from the marketing side.',
      author: 0,
      page: 0,
    },
  ],
  // Lingonberry Nectar carton wrap (1800 x 640 px): version 1, then the new recipe of version 2.
  [DEMO_ASSETS.nordicJamLabel]: [
    {
      element: 'productName',
      shape: { type: 'rect', points: [0.34, 0.27, 0.66, 0.385], color: RED },
      text: '"Lingonberry Nectar" runs too close to the rim of the oval; keep 5 mm clear on both sides.',
      author: 1,
      page: 0,
      firstVersion: true,
      replies: [
        { author: 0, text: 'Agreed: the name drops one size in version 2.' },
        { author: 1, text: 'Thanks, that works for the brand guidelines.' },
      ],
    },
    {
      element: 'nutritionTable',
      shape: { type: 'pin', points: [0.15, 0.62], color: BLUE },
      text: 'Sugars say 12.2 g per 100 ml, the ingredients 12 g. Make them agree.',
      author: 0,
      page: 0,
      firstVersion: true,
    },
    {
      element: 'claimPill',
      shape: { type: 'ellipse', points: [0.32, 0.78, 0.42, 0.87], color: ORANGE },
      text: 'The reduced-sugar claim checks out: 12.2 g to 8.5 g is 30.3 % less, and the footnote says against what.',
      author: 1,
      page: 0,
      completed: true,
      replies: [{ author: 0, text: 'Legal has signed the claim off.' }],
    },
    {
      element: 'claimBurst',
      shape: { type: 'arrow', points: [0.69, 0.27, 0.66, 0.17], color: GREEN },
      text: 'The NEW RECIPE burst touches the rim of the oval; move it 3 mm in.',
      author: 0,
      page: 0,
      replies: [{ author: 1, text: 'We will move the claim burst in by 3 mm for the next proof.' }],
    },
    {
      element: 'footnote',
      shape: {
        type: 'freehand',
        points: [0.74, 0.53, 0.79, 0.535, 0.84, 0.53, 0.89, 0.535, 0.94, 0.53],
        color: PURPLE,
      },
      text: 'The footnote is below the 1.2 mm minimum x-height for mandatory text.',
      author: 1,
      page: 0,
      hidden: true,
    },
    {
      element: null,
      shape: null,
      text: 'Overall the new recipe label is approved from the marketing side.',
      author: 0,
      page: 0,
    },
  ],
  // Lingonberry Nectar autumn leaflet (four A5 pages).
  [DEMO_ASSETS.nordicJamLeaflet]: [
    {
      element: 'productName',
      shape: { type: 'rect', points: [0.09, 0.335, 0.6, 0.4], color: RED },
      text: 'The cover title should use the wordmark of the carton, not a plain serif.',
      author: 1,
      page: 0,
      replies: [
        { author: 0, text: 'The wordmark goes in with the next revision.' },
        { author: 1, text: 'Thanks, that works for the brand guidelines.' },
      ],
    },
    {
      element: 'ingredientsEnglish',
      shape: { type: 'pin', points: [0.5, 0.2], color: BLUE },
      text: 'Juice content says 45 %, but the new recipe has 55 %: update all three languages.',
      author: 0,
      page: 1,
    },
    {
      element: 'packFacts',
      shape: { type: 'ellipse', points: [0.1, 0.79, 0.8, 0.84], color: ORANGE },
      text: 'Pack facts: is the 0.5 l carton in the autumn range as well?',
      author: 1,
      page: 0,
      completed: true,
      replies: [{ author: 0, text: 'Only 1 l this autumn; the line stays.' }],
    },
    {
      element: 'barcode',
      shape: { type: 'arrow', points: [0.62, 0.8, 0.58, 0.86], color: GREEN },
      text: "This is the carton's barcode; a leaflet must not carry a sellable EAN. Remove it.",
      author: 0,
      page: 3,
    },
    {
      element: 'picture',
      shape: {
        type: 'freehand',
        points: [0.3, 0.5, 0.38, 0.48, 0.46, 0.51, 0.54, 0.48, 0.62, 0.5],
        color: PURPLE,
      },
      text: 'The berries print too dark; match the red of the carton photo.',
      author: 1,
      page: 0,
      hidden: true,
    },
    {
      element: null,
      shape: null,
      text: 'The English text is approved; German and French go to the translators.',
      author: 0,
      page: 0,
    },
  ],
  // Greek yogurt multipack sleeve panels (four A5 pages).
  [DEMO_ASSETS.nordicYogurtLeaflet]: [
    {
      element: 'productName',
      shape: { type: 'rect', points: [0.09, 0.335, 0.55, 0.4], color: RED },
      text: '"Greek Style" made in Sweden needs the place of production next to the name.',
      author: 1,
      page: 0,
      replies: [
        { author: 0, text: 'We add "Made in Östersund, Sweden" under the name.' },
        { author: 1, text: 'Thanks, that works for legal.' },
      ],
    },
    {
      element: 'packFacts',
      shape: { type: 'pin', points: [0.62, 0.81], color: BLUE },
      text: '"10 % fat" matches the table; please say "10 % fat per 100 g" as the other sleeves do.',
      author: 0,
      page: 0,
    },
    {
      element: 'ingredientsEnglish',
      shape: { type: 'ellipse', points: [0.16, 0.16, 0.9, 0.23], color: ORANGE },
      text: 'Name the cultures in full: Streptococcus thermophilus, Lactobacillus bulgaricus.',
      author: 1,
      page: 1,
      completed: true,
      replies: [{ author: 0, text: 'Done in revision 4.' }],
    },
    {
      element: 'barcode',
      shape: { type: 'arrow', points: [0.85, 0.8, 0.75, 0.86], color: GREEN },
      text: "The sleeve needs the multipack's own GTIN, not a single pot's. Please check with Fjord Dairy.",
      author: 0,
      page: 3,
    },
    {
      element: 'picture',
      shape: {
        type: 'freehand',
        points: [0.25, 0.5, 0.35, 0.51, 0.45, 0.5, 0.55, 0.51, 0.7, 0.5],
        color: PURPLE,
      },
      text: 'The lids should be the new blue of the 2025 range.',
      author: 1,
      page: 0,
      hidden: true,
    },
    {
      element: null,
      shape: null,
      text: 'Overall the layout is approved from the marketing side.',
      author: 0,
      page: 0,
    },
  ],
  // Oat Crunch back panel (one-page PDF, 360 x 504 pt): version 2 answers both requests and
  // brings two text changes nobody asked for (milk in the allergens, the storage line moved).
  [DEMO_ASSETS.acmeGranolaBackPanel]: [
    {
      element: 'nutritionTable',
      shape: { type: 'pin', points: [0.72, 0.67], color: BLUE },
      text: 'Sugars must read 10 g per 100 g with the new recipe, not 12 g.',
      author: 0,
      page: 0,
      firstVersion: true,
    },
    {
      element: 'ingredients',
      shape: { type: 'rect', points: [0.1, 0.28, 0.5, 0.33], color: RED },
      text: 'Typo: "Ingredents" should read "Ingredients".',
      author: 1,
      page: 0,
      firstVersion: true,
    },
  ],
};
